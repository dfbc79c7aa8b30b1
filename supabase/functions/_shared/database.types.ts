export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  public: {
    Tables: {
      admin_audit_log: {
        Row: {
          action: string
          actor_email: string | null
          actor_id: string | null
          actor_role: string
          after: Json | null
          at: string
          before: Json | null
          entity: string
          id: number
          label: string
          row_id: string
        }
        Insert: {
          action: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role: string
          after?: Json | null
          at?: string
          before?: Json | null
          entity: string
          id?: never
          label: string
          row_id: string
        }
        Update: {
          action?: string
          actor_email?: string | null
          actor_id?: string | null
          actor_role?: string
          after?: Json | null
          at?: string
          before?: Json | null
          entity?: string
          id?: never
          label?: string
          row_id?: string
        }
        Relationships: []
      }
      app_settings: {
        Row: {
          key: string
          updated_at: string
          value: NonNullable<Json>
        }
        Insert: {
          key: string
          updated_at?: string
          value: NonNullable<Json>
        }
        Update: {
          key?: string
          updated_at?: string
          value?: NonNullable<Json>
        }
        Relationships: []
      }
      company_details: {
        Row: {
          address: string | null
          banner_image_url: string | null
          brochure_pdf_name: string | null
          brochure_pdf_url: string | null
          brochure_thumbnail_url: string | null
          company_head_designation: string | null
          company_head_name: string | null
          company_name: string
          created_at: string
          dealer_user_ids: string[]
          id: string
          logo_url: string | null
          marketing_team_info: string | null
          updated_at: string
          version: number
          website_url: string | null
        }
        Insert: {
          address?: string | null
          banner_image_url?: string | null
          brochure_pdf_name?: string | null
          brochure_pdf_url?: string | null
          brochure_thumbnail_url?: string | null
          company_head_designation?: string | null
          company_head_name?: string | null
          company_name: string
          created_at?: string
          dealer_user_ids?: string[]
          id?: string
          logo_url?: string | null
          marketing_team_info?: string | null
          updated_at?: string
          version?: number
          website_url?: string | null
        }
        Update: {
          address?: string | null
          banner_image_url?: string | null
          brochure_pdf_name?: string | null
          brochure_pdf_url?: string | null
          brochure_thumbnail_url?: string | null
          company_head_designation?: string | null
          company_head_name?: string | null
          company_name?: string
          created_at?: string
          dealer_user_ids?: string[]
          id?: string
          logo_url?: string | null
          marketing_team_info?: string | null
          updated_at?: string
          version?: number
          website_url?: string | null
        }
        Relationships: []
      }
      company_executives: {
        Row: {
          company_id: string
          created_at: string
          user_id: string
        }
        Insert: {
          company_id: string
          created_at?: string
          user_id: string
        }
        Update: {
          company_id?: string
          created_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_executives_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      company_price_checks: {
        Row: {
          company_id: string
          max_change_pct: number
          updated_at: string
          updated_by: string | null
        }
        Insert: {
          company_id: string
          max_change_pct?: number
          updated_at?: string
          updated_by?: string | null
        }
        Update: {
          company_id?: string
          max_change_pct?: number
          updated_at?: string
          updated_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "company_price_checks_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: true
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      company_sales_team: {
        Row: {
          added_by: string | null
          company_id: string
          created_at: string
          user_id: string
        }
        Insert: {
          added_by?: string | null
          company_id: string
          created_at?: string
          user_id: string
        }
        Update: {
          added_by?: string | null
          company_id?: string
          created_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "company_sales_team_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      corporate_ads: {
        Row: {
          ad_image_path: string | null
          ad_image_url: string
          alt_text: string
          click_url: string | null
          company_name: string
          created_at: string
          created_by: string | null
          from_date: string
          id: string
          page_location: string
          placement_type: string
          status: boolean
          to_date: string
        }
        Insert: {
          ad_image_path?: string | null
          ad_image_url: string
          alt_text: string
          click_url?: string | null
          company_name: string
          created_at?: string
          created_by?: string | null
          from_date: string
          id?: string
          page_location: string
          placement_type: string
          status?: boolean
          to_date: string
        }
        Update: {
          ad_image_path?: string | null
          ad_image_url?: string
          alt_text?: string
          click_url?: string | null
          company_name?: string
          created_at?: string
          created_by?: string | null
          from_date?: string
          id?: string
          page_location?: string
          placement_type?: string
          status?: boolean
          to_date?: string
        }
        Relationships: []
      }
      corporate_enquiries: {
        Row: {
          country_code: string
          created_at: string
          email: string
          id: string
          mobile_number: string
          name: string
          organisation_name: string
        }
        Insert: {
          country_code?: string
          created_at?: string
          email: string
          id?: string
          mobile_number: string
          name: string
          organisation_name: string
        }
        Update: {
          country_code?: string
          created_at?: string
          email?: string
          id?: string
          mobile_number?: string
          name?: string
          organisation_name?: string
        }
        Relationships: []
      }
      corporate_product_history: {
        Row: {
          changed_at: string
          changed_by: string | null
          changed_by_name: string | null
          company_id: string
          id: number
          new_price: number | null
          new_visibility: string | null
          old_price: number | null
          old_visibility: string | null
          product_id: string
        }
        Insert: {
          changed_at?: string
          changed_by?: string | null
          changed_by_name?: string | null
          company_id: string
          id?: never
          new_price?: number | null
          new_visibility?: string | null
          old_price?: number | null
          old_visibility?: string | null
          product_id: string
        }
        Update: {
          changed_at?: string
          changed_by?: string | null
          changed_by_name?: string | null
          company_id?: string
          id?: never
          new_price?: number | null
          new_visibility?: string | null
          old_price?: number | null
          old_visibility?: string | null
          product_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_product_history_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "corporate_product_history_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "corporate_products"
            referencedColumns: ["id"]
          },
        ]
      }
      corporate_products: {
        Row: {
          associated_corporate_user_id: string | null
          basic_price: number | null
          blend_ratio: string | null
          company_id: string
          created_at: string
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          market_class_key: string
          number_of_plys: number
          specific_type: string | null
          twist_intermingling: string | null
          updated_at: string
          version: number
          visibility_status: string
        }
        Insert: {
          associated_corporate_user_id?: string | null
          basic_price?: number | null
          blend_ratio?: string | null
          company_id: string
          created_at?: string
          denier_count?: number | null
          department_name: string
          fibre_type: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lustre?: string | null
          market_class_key?: string
          number_of_plys?: number
          specific_type?: string | null
          twist_intermingling?: string | null
          updated_at?: string
          version?: number
          visibility_status?: string
        }
        Update: {
          associated_corporate_user_id?: string | null
          basic_price?: number | null
          blend_ratio?: string | null
          company_id?: string
          created_at?: string
          denier_count?: number | null
          department_name?: string
          fibre_type?: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lustre?: string | null
          market_class_key?: string
          number_of_plys?: number
          specific_type?: string | null
          twist_intermingling?: string | null
          updated_at?: string
          version?: number
          visibility_status?: string
        }
        Relationships: [
          {
            foreignKeyName: "corporate_products_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_ledger: {
        Row: {
          created_at: string
          delta: number
          description: string | null
          id: number
          reason: string
          reference_id: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          delta: number
          description?: string | null
          id?: never
          reason: string
          reference_id?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          delta?: number
          description?: string | null
          id?: never
          reason?: string
          reference_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "credit_ledger_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      customer_bids: {
        Row: {
          accept_bid_time: string | null
          acceptance_notified_at: string | null
          accepted_by_executive_id: string | null
          accepted_by_executive_name: string | null
          basic_price: number | null
          bid_display_id: string
          bid_price: number
          bid_quantity: number
          bid_status: string
          bid_time: string
          bidder_country_code: string | null
          bidder_email: string
          bidder_mobile_number: string | null
          bidder_name: string
          bidder_user_id: string
          blend_ratio: string | null
          company_name: string
          corporate_company_id: string
          corporate_product_id: string | null
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          number_of_plys: number | null
          product_associated_corporate_user_id: string | null
          product_updated_at: string | null
          rejected_at: string | null
          rejected_by_executive_id: string | null
          rejected_by_executive_name: string | null
          rejection_notified_at: string | null
          rejection_reason: string | null
          specific_type: string | null
          submission_notified_at: string | null
          twist_intermingling: string | null
          version: number
        }
        Insert: {
          accept_bid_time?: string | null
          acceptance_notified_at?: string | null
          accepted_by_executive_id?: string | null
          accepted_by_executive_name?: string | null
          basic_price?: number | null
          bid_display_id?: string
          bid_price: number
          bid_quantity: number
          bid_status?: string
          bid_time?: string
          bidder_country_code?: string | null
          bidder_email: string
          bidder_mobile_number?: string | null
          bidder_name: string
          bidder_user_id: string
          blend_ratio?: string | null
          company_name: string
          corporate_company_id: string
          corporate_product_id?: string | null
          denier_count?: number | null
          department_name: string
          fibre_type: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lustre?: string | null
          number_of_plys?: number | null
          product_associated_corporate_user_id?: string | null
          product_updated_at?: string | null
          rejected_at?: string | null
          rejected_by_executive_id?: string | null
          rejected_by_executive_name?: string | null
          rejection_notified_at?: string | null
          rejection_reason?: string | null
          specific_type?: string | null
          submission_notified_at?: string | null
          twist_intermingling?: string | null
          version?: number
        }
        Update: {
          accept_bid_time?: string | null
          acceptance_notified_at?: string | null
          accepted_by_executive_id?: string | null
          accepted_by_executive_name?: string | null
          basic_price?: number | null
          bid_display_id?: string
          bid_price?: number
          bid_quantity?: number
          bid_status?: string
          bid_time?: string
          bidder_country_code?: string | null
          bidder_email?: string
          bidder_mobile_number?: string | null
          bidder_name?: string
          bidder_user_id?: string
          blend_ratio?: string | null
          company_name?: string
          corporate_company_id?: string
          corporate_product_id?: string | null
          denier_count?: number | null
          department_name?: string
          fibre_type?: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lustre?: string | null
          number_of_plys?: number | null
          product_associated_corporate_user_id?: string | null
          product_updated_at?: string | null
          rejected_at?: string | null
          rejected_by_executive_id?: string | null
          rejected_by_executive_name?: string | null
          rejection_notified_at?: string | null
          rejection_reason?: string | null
          specific_type?: string | null
          submission_notified_at?: string | null
          twist_intermingling?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "customer_bids_bidder_user_id_fkey"
            columns: ["bidder_user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "customer_bids_corporate_company_id_fkey"
            columns: ["corporate_company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "customer_bids_corporate_product_id_fkey"
            columns: ["corporate_product_id"]
            isOneToOne: false
            referencedRelation: "corporate_products"
            referencedColumns: ["id"]
          },
        ]
      }
      department_vendors: {
        Row: {
          added_by_user_id: string | null
          company_id: string
          created_at: string
          department: string
          department_name: string
          id: string
          vendor_user_id: string
        }
        Insert: {
          added_by_user_id?: string | null
          company_id: string
          created_at?: string
          department: string
          department_name: string
          id?: string
          vendor_user_id: string
        }
        Update: {
          added_by_user_id?: string | null
          company_id?: string
          created_at?: string
          department?: string
          department_name?: string
          id?: string
          vendor_user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "department_vendors_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "department_vendors_vendor_user_id_fkey"
            columns: ["vendor_user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      fabric_sourcing_requests: {
        Row: {
          commercial_details: NonNullable<Json>
          company_id: string
          created_at: string
          fabric_category: string
          fabric_type: string | null
          id: string
          image_urls: string[]
          listing_type: string
          product_title: string
          remarks: string | null
          sourcing_request_id: string | null
          spec_sheet_url: string | null
          status: string
          technical_specs: NonNullable<Json>
          updated_at: string
          user_id: string
        }
        Insert: {
          commercial_details?: NonNullable<Json>
          company_id: string
          created_at?: string
          fabric_category: string
          fabric_type?: string | null
          id?: string
          image_urls?: string[]
          listing_type?: string
          product_title: string
          remarks?: string | null
          sourcing_request_id?: string | null
          spec_sheet_url?: string | null
          status?: string
          technical_specs?: NonNullable<Json>
          updated_at?: string
          user_id?: string
        }
        Update: {
          commercial_details?: NonNullable<Json>
          company_id?: string
          created_at?: string
          fabric_category?: string
          fabric_type?: string | null
          id?: string
          image_urls?: string[]
          listing_type?: string
          product_title?: string
          remarks?: string | null
          sourcing_request_id?: string | null
          spec_sheet_url?: string | null
          status?: string
          technical_specs?: NonNullable<Json>
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "fabric_sourcing_requests_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "fabric_sourcing_requests_request_fk"
            columns: ["sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "sourcing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      market_alerts: {
        Row: {
          body: string
          change_pct: number
          class_key: string | null
          company_id: string | null
          created_at: string
          id: string
          product_id: string | null
          read_at: string | null
          title: string
          user_id: string
          watch_id: string | null
        }
        Insert: {
          body: string
          change_pct: number
          class_key?: string | null
          company_id?: string | null
          created_at?: string
          id?: string
          product_id?: string | null
          read_at?: string | null
          title: string
          user_id: string
          watch_id?: string | null
        }
        Update: {
          body?: string
          change_pct?: number
          class_key?: string | null
          company_id?: string | null
          created_at?: string
          id?: string
          product_id?: string | null
          read_at?: string | null
          title?: string
          user_id?: string
          watch_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "market_alerts_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "market_alerts_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "corporate_products"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "market_alerts_watch_id_fkey"
            columns: ["watch_id"]
            isOneToOne: false
            referencedRelation: "market_watches"
            referencedColumns: ["id"]
          },
        ]
      }
      market_class_refreshes: {
        Row: {
          class_key: string
          refreshed_at: string
        }
        Insert: {
          class_key: string
          refreshed_at?: string
        }
        Update: {
          class_key?: string
          refreshed_at?: string
        }
        Relationships: []
      }
      market_watches: {
        Row: {
          base_value: number | null
          centre: string
          class_key: string | null
          created_at: string
          id: string
          product_id: string | null
          threshold_pct: number
          user_id: string
        }
        Insert: {
          base_value?: number | null
          centre?: string
          class_key?: string | null
          created_at?: string
          id?: string
          product_id?: string | null
          threshold_pct?: number
          user_id?: string
        }
        Update: {
          base_value?: number | null
          centre?: string
          class_key?: string | null
          created_at?: string
          id?: string
          product_id?: string | null
          threshold_pct?: number
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "market_watches_product_id_fkey"
            columns: ["product_id"]
            isOneToOne: false
            referencedRelation: "corporate_products"
            referencedColumns: ["id"]
          },
        ]
      }
      membership_requests: {
        Row: {
          created_at: string
          id: string
          requested_type: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          id?: string
          requested_type: string
          status?: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          id?: string
          requested_type?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "membership_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      news_items: {
        Row: {
          content: string
          created_at: string
          headline: string
          id: string
          image_url: string | null
          updated_at: string
          uploader_email: string | null
          user_id: string | null
          version: number
        }
        Insert: {
          content: string
          created_at?: string
          headline: string
          id?: string
          image_url?: string | null
          updated_at?: string
          uploader_email?: string | null
          user_id?: string | null
          version?: number
        }
        Update: {
          content?: string
          created_at?: string
          headline?: string
          id?: string
          image_url?: string | null
          updated_at?: string
          uploader_email?: string | null
          user_id?: string | null
          version?: number
        }
        Relationships: []
      }
      news_snippets: {
        Row: {
          created_at: string
          headline: string
          id: string
          snippet_content: string
          uploader_email: string | null
          user_id: string | null
          version: number
        }
        Insert: {
          created_at?: string
          headline: string
          id?: string
          snippet_content: string
          uploader_email?: string | null
          user_id?: string | null
          version?: number
        }
        Update: {
          created_at?: string
          headline?: string
          id?: string
          snippet_content?: string
          uploader_email?: string | null
          user_id?: string | null
          version?: number
        }
        Relationships: []
      }
      partner_organisations: {
        Row: {
          created_at: string
          id: string
          logo_url: string
          name: string
          website_url: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          logo_url: string
          name: string
          website_url?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          logo_url?: string
          name?: string
          website_url?: string | null
        }
        Relationships: []
      }
      post_interests: {
        Row: {
          created_at: string
          enquiry_id: string | null
          id: string
          notified_at: string | null
          offer_id: string | null
          user_id: string
        }
        Insert: {
          created_at?: string
          enquiry_id?: string | null
          id?: string
          notified_at?: string | null
          offer_id?: string | null
          user_id: string
        }
        Update: {
          created_at?: string
          enquiry_id?: string | null
          id?: string
          notified_at?: string | null
          offer_id?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_interests_enquiry_id_fkey"
            columns: ["enquiry_id"]
            isOneToOne: false
            referencedRelation: "purchase_enquiries"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_interests_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "sales_offers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_interests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      price_list_prices: {
        Row: {
          list_id: string
          previous_price: number | null
          price: number
          product_id: string
        }
        Insert: {
          list_id: string
          previous_price?: number | null
          price: number
          product_id: string
        }
        Update: {
          list_id?: string
          previous_price?: number | null
          price?: number
          product_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "price_list_prices_list_id_fkey"
            columns: ["list_id"]
            isOneToOne: false
            referencedRelation: "price_updates_pdfs"
            referencedColumns: ["id"]
          },
        ]
      }
      price_updates_pdfs: {
        Row: {
          bucket_name: string
          changed_count: number | null
          company_id: string | null
          department: string | null
          description: string
          edition: number | null
          file_name: string | null
          file_url: string
          headline: string | null
          id: string
          product_count: number | null
          share_code: string | null
          storage_file_path: string | null
          superseded_at: string | null
          uploaded_at: string
          uploader_email: string | null
          user_id: string | null
          valid_until: string | null
          version: number
          withdrawn_at: string | null
        }
        Insert: {
          bucket_name?: string
          changed_count?: number | null
          company_id?: string | null
          department?: string | null
          description: string
          edition?: number | null
          file_name?: string | null
          file_url: string
          headline?: string | null
          id?: string
          product_count?: number | null
          share_code?: string | null
          storage_file_path?: string | null
          superseded_at?: string | null
          uploaded_at?: string
          uploader_email?: string | null
          user_id?: string | null
          valid_until?: string | null
          version?: number
          withdrawn_at?: string | null
        }
        Update: {
          bucket_name?: string
          changed_count?: number | null
          company_id?: string | null
          department?: string | null
          description?: string
          edition?: number | null
          file_name?: string | null
          file_url?: string
          headline?: string | null
          id?: string
          product_count?: number | null
          share_code?: string | null
          storage_file_path?: string | null
          superseded_at?: string | null
          uploaded_at?: string
          uploader_email?: string | null
          user_id?: string | null
          valid_until?: string | null
          version?: number
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "price_updates_pdfs_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      purchase_enquiries: {
        Row: {
          blend_ratio: string | null
          company_name: string | null
          created_at: string
          denier_count: number | null
          enquiry_number: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lot_no: string | null
          lustre: string | null
          number_of_plys: number
          poster_email: string | null
          poster_member_name: string | null
          preferred_company: string | null
          quantity_required_kgs: number | null
          search_text: string | null
          specific_type: string | null
          status: string
          twist_intermingling: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          blend_ratio?: string | null
          company_name?: string | null
          created_at?: string
          denier_count?: number | null
          enquiry_number?: string
          fibre_type: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lot_no?: string | null
          lustre?: string | null
          number_of_plys?: number
          poster_email?: string | null
          poster_member_name?: string | null
          preferred_company?: string | null
          quantity_required_kgs?: number | null
          search_text?: never
          specific_type?: string | null
          status?: string
          twist_intermingling?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          blend_ratio?: string | null
          company_name?: string | null
          created_at?: string
          denier_count?: number | null
          enquiry_number?: string
          fibre_type?: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lot_no?: string | null
          lustre?: string | null
          number_of_plys?: number
          poster_email?: string | null
          poster_member_name?: string | null
          preferred_company?: string | null
          quantity_required_kgs?: number | null
          search_text?: never
          specific_type?: string | null
          status?: string
          twist_intermingling?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "purchase_enquiries_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      sales_offers: {
        Row: {
          blend_ratio: string | null
          company_name: string | null
          created_at: string
          denier_count: number | null
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lot_no: string | null
          lustre: string | null
          number_of_plys: number
          offer_number: string
          poster_email: string | null
          poster_member_name: string | null
          preferred_company: string | null
          price: number | null
          quantity_kgs: number | null
          search_text: string | null
          specific_type: string | null
          status: string
          twist_intermingling: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          blend_ratio?: string | null
          company_name?: string | null
          created_at?: string
          denier_count?: number | null
          fibre_type: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lot_no?: string | null
          lustre?: string | null
          number_of_plys?: number
          offer_number?: string
          poster_email?: string | null
          poster_member_name?: string | null
          preferred_company?: string | null
          price?: number | null
          quantity_kgs?: number | null
          search_text?: never
          specific_type?: string | null
          status?: string
          twist_intermingling?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          blend_ratio?: string | null
          company_name?: string | null
          created_at?: string
          denier_count?: number | null
          fibre_type?: string
          filament_count?: number | null
          grade?: string | null
          id?: string
          lot_no?: string | null
          lustre?: string | null
          number_of_plys?: number
          offer_number?: string
          poster_email?: string | null
          poster_member_name?: string | null
          preferred_company?: string | null
          price?: number | null
          quantity_kgs?: number | null
          search_text?: never
          specific_type?: string | null
          status?: string
          twist_intermingling?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "sales_offers_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      sourcing_bid_rounds: {
        Row: {
          bid_step: number
          bid_step_kind: string
          closed_at: string | null
          closes_at: string | null
          company_id: string
          created_at: string
          extension_count: number
          id: string
          initiated_by_user_id: string | null
          max_bids_per_vendor: number
          round_number: number
          sealed: boolean
          sourcing_request_id: string
          status: string
          updated_at: string
          version: number
        }
        Insert: {
          bid_step?: number
          bid_step_kind?: string
          closed_at?: string | null
          closes_at?: string | null
          company_id: string
          created_at?: string
          extension_count?: number
          id?: string
          initiated_by_user_id?: string | null
          max_bids_per_vendor?: number
          round_number: number
          sealed?: boolean
          sourcing_request_id: string
          status?: string
          updated_at?: string
          version?: number
        }
        Update: {
          bid_step?: number
          bid_step_kind?: string
          closed_at?: string | null
          closes_at?: string | null
          company_id?: string
          created_at?: string
          extension_count?: number
          id?: string
          initiated_by_user_id?: string | null
          max_bids_per_vendor?: number
          round_number?: number
          sealed?: boolean
          sourcing_request_id?: string
          status?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_bid_rounds_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bid_rounds_sourcing_request_id_fkey"
            columns: ["sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "sourcing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
      sourcing_bids: {
        Row: {
          company_id: string
          company_user_id: string | null
          created_at: string
          delivery_time_days: number
          id: string
          is_selected: boolean
          moq: string | null
          quoted_price: number
          round_id: string
          round_number: number
          sourcing_request_id: string
          vendor_notes: string | null
          vendor_user_id: string
          version: number
          withdrawn_at: string | null
        }
        Insert: {
          company_id: string
          company_user_id?: string | null
          created_at?: string
          delivery_time_days: number
          id?: string
          is_selected?: boolean
          moq?: string | null
          quoted_price: number
          round_id: string
          round_number: number
          sourcing_request_id: string
          vendor_notes?: string | null
          vendor_user_id?: string
          version?: number
          withdrawn_at?: string | null
        }
        Update: {
          company_id?: string
          company_user_id?: string | null
          created_at?: string
          delivery_time_days?: number
          id?: string
          is_selected?: boolean
          moq?: string | null
          quoted_price?: number
          round_id?: string
          round_number?: number
          sourcing_request_id?: string
          vendor_notes?: string | null
          vendor_user_id?: string
          version?: number
          withdrawn_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_bids_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bids_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "sourcing_bid_rounds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bids_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "sourcing_round_states"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bids_sourcing_request_id_fkey"
            columns: ["sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "sourcing_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bids_vendor_user_id_fkey"
            columns: ["vendor_user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      sourcing_item_categories: {
        Row: {
          company_id: string
          created_at: string
          department: string
          id: string
          name: string
          parent_id: string | null
          unit_type: string | null
          version: number
        }
        Insert: {
          company_id: string
          created_at?: string
          department: string
          id?: string
          name: string
          parent_id?: string | null
          unit_type?: string | null
          version?: number
        }
        Update: {
          company_id?: string
          created_at?: string
          department?: string
          id?: string
          name?: string
          parent_id?: string | null
          unit_type?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_item_categories_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_item_categories_parent_id_fkey"
            columns: ["parent_id"]
            isOneToOne: false
            referencedRelation: "sourcing_item_categories"
            referencedColumns: ["id"]
          },
        ]
      }
      sourcing_requests: {
        Row: {
          action: string
          anti_sniping_minutes: number
          attachment_type: string
          attachment_url: string | null
          bid_status: string
          company_id: string
          created_at: string
          currency: string
          custom_item: string | null
          department: string
          description: string | null
          fabric_sourcing_request_id: string | null
          freight_terms: string
          id: string
          item_category_id: string | null
          payment_terms: string
          quantity: string
          quantity_unit: string | null
          request_number: string
          status: string
          target_delivery_days: number | null
          target_price: number | null
          updated_at: string
          user_id: string
          version: number
        }
        Insert: {
          action?: string
          anti_sniping_minutes?: number
          attachment_type?: string
          attachment_url?: string | null
          bid_status?: string
          company_id: string
          created_at?: string
          currency?: string
          custom_item?: string | null
          department: string
          description?: string | null
          fabric_sourcing_request_id?: string | null
          freight_terms?: string
          id?: string
          item_category_id?: string | null
          payment_terms?: string
          quantity: string
          quantity_unit?: string | null
          request_number?: string
          status?: string
          target_delivery_days?: number | null
          target_price?: number | null
          updated_at?: string
          user_id?: string
          version?: number
        }
        Update: {
          action?: string
          anti_sniping_minutes?: number
          attachment_type?: string
          attachment_url?: string | null
          bid_status?: string
          company_id?: string
          created_at?: string
          currency?: string
          custom_item?: string | null
          department?: string
          description?: string | null
          fabric_sourcing_request_id?: string | null
          freight_terms?: string
          id?: string
          item_category_id?: string | null
          payment_terms?: string
          quantity?: string
          quantity_unit?: string | null
          request_number?: string
          status?: string
          target_delivery_days?: number | null
          target_price?: number | null
          updated_at?: string
          user_id?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_requests_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_requests_fabric_sourcing_request_id_fkey"
            columns: ["fabric_sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "fabric_sourcing_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_requests_item_category_id_fkey"
            columns: ["item_category_id"]
            isOneToOne: false
            referencedRelation: "sourcing_item_categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      sourcing_vendor_alerts: {
        Row: {
          attempts: number
          claimed_at: string | null
          closes_at: string | null
          company_id: string
          created_at: string
          id: string
          kind: string
          last_error: string | null
          round_id: string | null
          sent_at: string | null
          sourcing_request_id: string
          vendor_user_id: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string | null
          closes_at?: string | null
          company_id: string
          created_at?: string
          id?: string
          kind: string
          last_error?: string | null
          round_id?: string | null
          sent_at?: string | null
          sourcing_request_id: string
          vendor_user_id: string
        }
        Update: {
          attempts?: number
          claimed_at?: string | null
          closes_at?: string | null
          company_id?: string
          created_at?: string
          id?: string
          kind?: string
          last_error?: string | null
          round_id?: string | null
          sent_at?: string | null
          sourcing_request_id?: string
          vendor_user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_vendor_alerts_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_vendor_alerts_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "sourcing_bid_rounds"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_vendor_alerts_round_id_fkey"
            columns: ["round_id"]
            isOneToOne: false
            referencedRelation: "sourcing_round_states"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_vendor_alerts_sourcing_request_id_fkey"
            columns: ["sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "sourcing_requests"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_vendor_alerts_vendor_user_id_fkey"
            columns: ["vendor_user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
        ]
      }
      staff: {
        Row: {
          created_at: string
          is_admin2: boolean
          role: string
          user_id: string
        }
        Insert: {
          created_at?: string
          is_admin2?: boolean
          role: string
          user_id: string
        }
        Update: {
          created_at?: string
          is_admin2?: boolean
          role?: string
          user_id?: string
        }
        Relationships: []
      }
      sync_tombstones: {
        Row: {
          company_id: string | null
          deleted_at: string
          is_public: boolean
          owner_user_id: string | null
          row_id: string
          table_name: string
          version: number
        }
        Insert: {
          company_id?: string | null
          deleted_at?: string
          is_public?: boolean
          owner_user_id?: string | null
          row_id: string
          table_name: string
          version?: number
        }
        Update: {
          company_id?: string | null
          deleted_at?: string
          is_public?: boolean
          owner_user_id?: string | null
          row_id?: string
          table_name?: string
          version?: number
        }
        Relationships: []
      }
      vendor_applications: {
        Row: {
          applicant_user_id: string
          company_id: string
          created_at: string
          decided_at: string | null
          decided_by_name: string | null
          decided_by_user_id: string | null
          department: string
          department_name: string
          id: string
          note: string | null
          outcome_notified_at: string | null
          rejection_reason: string | null
          status: string
          updated_at: string
        }
        Insert: {
          applicant_user_id: string
          company_id: string
          created_at?: string
          decided_at?: string | null
          decided_by_name?: string | null
          decided_by_user_id?: string | null
          department: string
          department_name: string
          id?: string
          note?: string | null
          outcome_notified_at?: string | null
          rejection_reason?: string | null
          status?: string
          updated_at?: string
        }
        Update: {
          applicant_user_id?: string
          company_id?: string
          created_at?: string
          decided_at?: string | null
          decided_by_name?: string | null
          decided_by_user_id?: string | null
          department?: string
          department_name?: string
          id?: string
          note?: string | null
          outcome_notified_at?: string | null
          rejection_reason?: string | null
          status?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendor_applications_applicant_user_id_fkey"
            columns: ["applicant_user_id"]
            isOneToOne: false
            referencedRelation: "yarnconnect_free"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_applications_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
        ]
      }
      yarnconnect_free: {
        Row: {
          business_name: string
          business_type: string[]
          city: string | null
          country: string
          country_code: string | null
          created_at: string
          directory_search: string | null
          district: string | null
          email: string
          gst_number: string | null
          id: string
          is_corporate_member: boolean
          is_verified_member: boolean
          last_credit_reset_date: string | null
          list_in_directory: boolean
          market_digest: boolean
          member_name: string
          membership_type: string
          messaging_credits: number
          mobile_number: string | null
          mobile_verified: boolean
          monthly_credits_until: string | null
          my_yarns: string[]
          pin_zip_code: string | null
          referral_code: string | null
          referral_credits_earned: number
          state: string | null
          updated_at: string
          vendor_category: string | null
          version: number
        }
        Insert: {
          business_name: string
          business_type?: string[]
          city?: string | null
          country?: string
          country_code?: string | null
          created_at?: string
          directory_search?: never
          district?: string | null
          email: string
          gst_number?: string | null
          id: string
          is_corporate_member?: boolean
          is_verified_member?: boolean
          last_credit_reset_date?: string | null
          list_in_directory?: boolean
          market_digest?: boolean
          member_name: string
          membership_type?: string
          messaging_credits?: number
          mobile_number?: string | null
          mobile_verified?: boolean
          monthly_credits_until?: string | null
          my_yarns?: string[]
          pin_zip_code?: string | null
          referral_code?: string | null
          referral_credits_earned?: number
          state?: string | null
          updated_at?: string
          vendor_category?: string | null
          version?: number
        }
        Update: {
          business_name?: string
          business_type?: string[]
          city?: string | null
          country?: string
          country_code?: string | null
          created_at?: string
          directory_search?: never
          district?: string | null
          email?: string
          gst_number?: string | null
          id?: string
          is_corporate_member?: boolean
          is_verified_member?: boolean
          last_credit_reset_date?: string | null
          list_in_directory?: boolean
          market_digest?: boolean
          member_name?: string
          membership_type?: string
          messaging_credits?: number
          mobile_number?: string | null
          mobile_verified?: boolean
          monthly_credits_until?: string | null
          my_yarns?: string[]
          pin_zip_code?: string | null
          referral_code?: string | null
          referral_credits_earned?: number
          state?: string | null
          updated_at?: string
          vendor_category?: string | null
          version?: number
        }
        Relationships: []
      }
    }
    Views: {
      sourcing_round_states: {
        Row: {
          bid_step: number | null
          bid_step_kind: string | null
          closed_at: string | null
          closes_at: string | null
          company_id: string | null
          created_at: string | null
          extension_count: number | null
          id: string | null
          is_open: boolean | null
          max_bids_per_vendor: number | null
          round_number: number | null
          sealed: boolean | null
          sourcing_request_id: string | null
          status: string | null
        }
        Insert: {
          bid_step?: number | null
          bid_step_kind?: string | null
          closed_at?: never
          closes_at?: string | null
          company_id?: string | null
          created_at?: string | null
          extension_count?: number | null
          id?: string | null
          is_open?: never
          max_bids_per_vendor?: number | null
          round_number?: number | null
          sealed?: boolean | null
          sourcing_request_id?: string | null
          status?: never
        }
        Update: {
          bid_step?: number | null
          bid_step_kind?: string | null
          closed_at?: never
          closes_at?: string | null
          company_id?: string | null
          created_at?: string | null
          extension_count?: number | null
          id?: string | null
          is_open?: never
          max_bids_per_vendor?: number | null
          round_number?: number | null
          sealed?: boolean | null
          sourcing_request_id?: string | null
          status?: never
        }
        Relationships: [
          {
            foreignKeyName: "sourcing_bid_rounds_company_id_fkey"
            columns: ["company_id"]
            isOneToOne: false
            referencedRelation: "company_details"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "sourcing_bid_rounds_sourcing_request_id_fkey"
            columns: ["sourcing_request_id"]
            isOneToOne: false
            referencedRelation: "sourcing_requests"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Functions: {
      accept_customer_bid: {
        Args: { p_bid_id: string }
        Returns: {
          accept_bid_time: string | null
          acceptance_notified_at: string | null
          accepted_by_executive_id: string | null
          accepted_by_executive_name: string | null
          basic_price: number | null
          bid_display_id: string
          bid_price: number
          bid_quantity: number
          bid_status: string
          bid_time: string
          bidder_country_code: string | null
          bidder_email: string
          bidder_mobile_number: string | null
          bidder_name: string
          bidder_user_id: string
          blend_ratio: string | null
          company_name: string
          corporate_company_id: string
          corporate_product_id: string | null
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          number_of_plys: number | null
          product_associated_corporate_user_id: string | null
          product_updated_at: string | null
          rejected_at: string | null
          rejected_by_executive_id: string | null
          rejected_by_executive_name: string | null
          rejection_notified_at: string | null
          rejection_reason: string | null
          specific_type: string | null
          submission_notified_at: string | null
          twist_intermingling: string | null
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "customer_bids"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      accept_vendor_application: {
        Args: { p_id: string }
        Returns: {
          applicant_user_id: string
          company_id: string
          created_at: string
          decided_at: string | null
          decided_by_name: string | null
          decided_by_user_id: string | null
          department: string
          department_name: string
          id: string
          note: string | null
          outcome_notified_at: string | null
          rejection_reason: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "vendor_applications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      add_company_dealer: {
        Args: { p_company_id: string; p_user_id: string }
        Returns: string[]
      }
      admin_delete_member: { Args: { p_user_id: string }; Returns: boolean }
      admin_search_members: {
        Args: {
          p_limit?: number
          p_offset?: number
          p_plan?: string
          p_term?: string
        }
        Returns: Json
      }
      admin_update_member: {
        Args: { p_changes: Json; p_user_id: string }
        Returns: {
          business_name: string
          business_type: string[]
          city: string | null
          country: string
          country_code: string | null
          created_at: string
          directory_search: string | null
          district: string | null
          email: string
          gst_number: string | null
          id: string
          is_corporate_member: boolean
          is_verified_member: boolean
          last_credit_reset_date: string | null
          list_in_directory: boolean
          market_digest: boolean
          member_name: string
          membership_type: string
          messaging_credits: number
          mobile_number: string | null
          mobile_verified: boolean
          monthly_credits_until: string | null
          my_yarns: string[]
          pin_zip_code: string | null
          referral_code: string | null
          referral_credits_earned: number
          state: string | null
          updated_at: string
          vendor_category: string | null
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "yarnconnect_free"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      apply_as_vendor: {
        Args: {
          p_company_id: string
          p_department: string
          p_department_name: string
          p_note?: string
        }
        Returns: {
          applicant_user_id: string
          company_id: string
          created_at: string
          decided_at: string | null
          decided_by_name: string | null
          decided_by_user_id: string | null
          department: string
          department_name: string
          id: string
          note: string | null
          outcome_notified_at: string | null
          rejection_reason: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "vendor_applications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      apply_membership_change_credits: {
        Args: {
          p_new_membership_type: string
          p_today?: string
          p_user_id: string
        }
        Returns: Json
      }
      are_round_bids_visible: { Args: { p_round_id: string }; Returns: boolean }
      can_bid_on_request: { Args: { p_request_id: string }; Returns: boolean }
      can_manage_company: { Args: { p_company_id: string }; Returns: boolean }
      can_remove_storage_object: {
        Args: { p_bucket: string; p_name: string; p_owner_id: string }
        Returns: boolean
      }
      can_view_directory: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_write_storage_object: {
        Args: { p_bucket: string; p_name: string }
        Returns: boolean
      }
      claim_sourcing_alerts: {
        Args: {
          p_kinds?: string[]
          p_limit?: number
          p_opened_grace?: string
          p_request_id?: string
          p_round_id?: string
        }
        Returns: {
          awarded_price: number
          awarded_round: number
          closes_at: string
          company_name: string
          country_code: string
          currency: string
          department: string
          has_winner: boolean
          id: string
          item_name: string
          kind: string
          member_name: string
          mobile_number: string
          quantity: string
          quantity_unit: string
          request_number: string
          round_number: number
          sealed: boolean
          vendor_user_id: string
        }[]
      }
      close_sourcing_request: {
        Args: { p_rfq_id: string }
        Returns: {
          action: string
          anti_sniping_minutes: number
          attachment_type: string
          attachment_url: string | null
          bid_status: string
          company_id: string
          created_at: string
          currency: string
          custom_item: string | null
          department: string
          description: string | null
          fabric_sourcing_request_id: string | null
          freight_terms: string
          id: string
          item_category_id: string | null
          payment_terms: string
          quantity: string
          quantity_unit: string | null
          request_number: string
          status: string
          target_delivery_days: number | null
          target_price: number | null
          updated_at: string
          user_id: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "sourcing_requests"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      company_contact_ids: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      company_deletion_preview: {
        Args: { p_company_id: string }
        Returns: Json
      }
      company_sales_team_members: {
        Args: { p_company_id: string }
        Returns: {
          added_at: string
          business_name: string
          email: string
          member_name: string
          user_id: string
        }[]
      }
      company_vendor_applications: {
        Args: { p_company_id: string; p_department: string }
        Returns: {
          applicant_user_id: string
          business_name: string
          business_type: string[]
          city: string
          country_code: string
          created_at: string
          decided_at: string
          decided_by_name: string
          department: string
          department_name: string
          email: string
          id: string
          is_verified_member: boolean
          member_name: string
          membership_type: string
          mobile_number: string
          note: string
          rejection_reason: string
          state: string
          status: string
        }[]
      }
      create_fabric_rfq: {
        Args: { p_request: Json; p_rfq: Json }
        Returns: Json
      }
      create_member_profile: {
        Args: {
          p_profile: Json
          p_referral_code_used?: string
          p_user_id: string
        }
        Returns: {
          business_name: string
          business_type: string[]
          city: string | null
          country: string
          country_code: string | null
          created_at: string
          directory_search: string | null
          district: string | null
          email: string
          gst_number: string | null
          id: string
          is_corporate_member: boolean
          is_verified_member: boolean
          last_credit_reset_date: string | null
          list_in_directory: boolean
          market_digest: boolean
          member_name: string
          membership_type: string
          messaging_credits: number
          mobile_number: string | null
          mobile_verified: boolean
          monthly_credits_until: string | null
          my_yarns: string[]
          pin_zip_code: string | null
          referral_code: string | null
          referral_credits_earned: number
          state: string | null
          updated_at: string
          vendor_category: string | null
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "yarnconnect_free"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      custom_access_token_hook: { Args: { event: Json }; Returns: Json }
      delete_company: { Args: { p_company_id: string }; Returns: Json }
      discard_mobile_otp: {
        Args: {
          p_country_code: string
          p_mobile_number: string
          p_purpose: string
        }
        Returns: undefined
      }
      express_interest: {
        Args: { p_post_id: string; p_post_type: string }
        Returns: Json
      }
      finish_sourcing_alerts: {
        Args: {
          p_error?: string
          p_failed?: string[]
          p_sent: string[]
          p_undeliverable?: string[]
        }
        Returns: undefined
      }
      grant_monthly_credits: { Args: { p_today?: string }; Returns: number }
      has_bid_on_request: { Args: { p_request_id: string }; Returns: boolean }
      has_member_access: { Args: Record<PropertyKey, never>; Returns: boolean }
      home_counters: { Args: Record<PropertyKey, never>; Returns: Json }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_admin2: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_corporate_executive: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      is_public_catalog_item: {
        Args: { p_category_id: string }
        Returns: boolean
      }
      is_staff: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_vendor_for: {
        Args: { p_company_id: string; p_department: string }
        Returns: boolean
      }
      issue_mobile_otp: {
        Args: {
          p_code: string
          p_country_code: string
          p_mobile_number: string
          p_purpose: string
        }
        Returns: Json
      }
      market_class_history: {
        Args: { p_centre?: string; p_class_key: string; p_days?: number }
        Returns: {
          day: string
          high: number
          low: number
          median: number
          mills: number
        }[]
      }
      market_class_key: {
        Args: {
          p_denier_count: number
          p_fibre_type: string
          p_lustre: string
          p_specific_type: string
        }
        Returns: string
      }
      market_class_label: {
        Args: {
          p_denier_count: number
          p_fibre_type: string
          p_lustre: string
          p_specific_type: string
        }
        Returns: string
      }
      market_class_mills: {
        Args: { p_centre?: string; p_class_key: string }
        Returns: {
          city: string
          company_id: string
          company_name: string
          price: number
          product_id: string
          updated_at: string
        }[]
      }
      market_digest_claim: {
        Args: { p_day: string }
        Returns: {
          alerts: Json
          email: string
          member_name: string
          user_id: string
        }[]
      }
      market_for_products: {
        Args: {
          p_after?: string
          p_company_id: string
          p_ids?: string[]
          p_limit?: number
        }
        Returns: {
          class_key: string
          class_label: string
          median: number
          mills: number
          product_id: string
        }[]
      }
      market_index: {
        Args: {
          p_centre?: string
          p_department?: string
          p_fibre?: string
          p_search?: string
        }
        Returns: {
          as_of: string
          centre: string
          change_1d_pct: number
          change_30d_pct: number
          change_7d_pct: number
          class_key: string
          class_label: string
          delayed: boolean
          department_name: string
          fibre_type: string
          high: number
          low: number
          median: number
          mills: number
          spark: number[]
        }[]
      }
      market_refresh: { Args: Record<PropertyKey, never>; Returns: number }
      market_roll_closes: { Args: Record<PropertyKey, never>; Returns: number }
      market_unread_count: { Args: Record<PropertyKey, never>; Returns: number }
      member_profile: {
        Args: { p_user_id?: string }
        Returns: {
          business_name: string
          business_type: string[]
          city: string | null
          country: string
          country_code: string | null
          created_at: string
          directory_search: string | null
          district: string | null
          email: string
          gst_number: string | null
          id: string
          is_corporate_member: boolean
          is_verified_member: boolean
          last_credit_reset_date: string | null
          list_in_directory: boolean
          market_digest: boolean
          member_name: string
          membership_type: string
          messaging_credits: number
          mobile_number: string | null
          mobile_verified: boolean
          monthly_credits_until: string | null
          my_yarns: string[]
          pin_zip_code: string | null
          referral_code: string | null
          referral_credits_earned: number
          state: string | null
          updated_at: string
          vendor_category: string | null
          version: number
        }[]
        SetofOptions: {
          from: "*"
          to: "yarnconnect_free"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      mobile_number_in_use: {
        Args: { p_country_code: string; p_mobile_number: string }
        Returns: boolean
      }
      my_company_id: { Args: Record<PropertyKey, never>; Returns: string }
      my_company_vendor_ids: {
        Args: Record<PropertyKey, never>
        Returns: string[]
      }
      my_price_list_company: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      my_role: { Args: Record<PropertyKey, never>; Returns: Json }
      my_round_standings: {
        Args: { p_request_ids: string[] }
        Returns: {
          bidder_count: number
          my_rank: number
          round_id: string
          sourcing_request_id: string
        }[]
      }
      my_vendor_rfq_ids: { Args: Record<PropertyKey, never>; Returns: string[] }
      ops_activity_per_day: { Args: { p_days?: number }; Returns: Json }
      ops_audit_log: {
        Args: {
          p_entity?: string
          p_limit?: number
          p_offset?: number
          p_term?: string
        }
        Returns: Json
      }
      ops_credits_per_day: { Args: { p_days?: number }; Returns: Json }
      ops_members_by_plan: { Args: Record<PropertyKey, never>; Returns: Json }
      ops_open_rfqs: { Args: Record<PropertyKey, never>; Returns: Json }
      ops_signups_per_day: { Args: { p_days?: number }; Returns: Json }
      place_corporate_bid: {
        Args: {
          p_bid_price: number
          p_bid_quantity: number
          p_product_id: string
        }
        Returns: {
          accept_bid_time: string | null
          acceptance_notified_at: string | null
          accepted_by_executive_id: string | null
          accepted_by_executive_name: string | null
          basic_price: number | null
          bid_display_id: string
          bid_price: number
          bid_quantity: number
          bid_status: string
          bid_time: string
          bidder_country_code: string | null
          bidder_email: string
          bidder_mobile_number: string | null
          bidder_name: string
          bidder_user_id: string
          blend_ratio: string | null
          company_name: string
          corporate_company_id: string
          corporate_product_id: string | null
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          number_of_plys: number | null
          product_associated_corporate_user_id: string | null
          product_updated_at: string | null
          rejected_at: string | null
          rejected_by_executive_id: string | null
          rejected_by_executive_name: string | null
          rejection_notified_at: string | null
          rejection_reason: string | null
          specific_type: string | null
          submission_notified_at: string | null
          twist_intermingling: string | null
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "customer_bids"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      price_list_draft: {
        Args: { p_company_id: string; p_department?: string }
        Returns: {
          blend_ratio: string
          denier_count: number
          department_name: string
          fibre_type: string
          filament_count: number
          grade: string
          lustre: string
          next_edition: number
          number_of_plys: number
          previous_price: number
          price: number
          product_id: string
          specific_type: string
          twist_intermingling: string
        }[]
      }
      process_due_bid_rounds: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      product_price_trends: {
        Args: { p_company_id: string; p_days?: number }
        Returns: {
          points: Json
          product_id: string
        }[]
      }
      prune_sync_tombstones: { Args: { p_older_than: string }; Returns: number }
      record_membership_payment: {
        Args: {
          p_email?: string
          p_event_id: string
          p_event_type: string
          p_user_id?: string
        }
        Returns: Json
      }
      record_price_list: {
        Args: {
          p_company_id: string
          p_department: string
          p_edition: number
          p_headline: string
          p_list_id: string
          p_prices: Json
          p_valid_until: string
        }
        Returns: {
          bucket_name: string
          changed_count: number | null
          company_id: string | null
          department: string | null
          description: string
          edition: number | null
          file_name: string | null
          file_url: string
          headline: string | null
          id: string
          product_count: number | null
          share_code: string | null
          storage_file_path: string | null
          superseded_at: string | null
          uploaded_at: string
          uploader_email: string | null
          user_id: string | null
          valid_until: string | null
          version: number
          withdrawn_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "price_updates_pdfs"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      referral_code_in_use: { Args: { p_code: string }; Returns: boolean }
      reject_customer_bid: {
        Args: { p_bid_id: string; p_reason: string }
        Returns: {
          accept_bid_time: string | null
          acceptance_notified_at: string | null
          accepted_by_executive_id: string | null
          accepted_by_executive_name: string | null
          basic_price: number | null
          bid_display_id: string
          bid_price: number
          bid_quantity: number
          bid_status: string
          bid_time: string
          bidder_country_code: string | null
          bidder_email: string
          bidder_mobile_number: string | null
          bidder_name: string
          bidder_user_id: string
          blend_ratio: string | null
          company_name: string
          corporate_company_id: string
          corporate_product_id: string | null
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          number_of_plys: number | null
          product_associated_corporate_user_id: string | null
          product_updated_at: string | null
          rejected_at: string | null
          rejected_by_executive_id: string | null
          rejected_by_executive_name: string | null
          rejection_notified_at: string | null
          rejection_reason: string | null
          specific_type: string | null
          submission_notified_at: string | null
          twist_intermingling: string | null
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "customer_bids"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      reject_vendor_application: {
        Args: { p_id: string; p_reason: string }
        Returns: {
          applicant_user_id: string
          company_id: string
          created_at: string
          decided_at: string | null
          decided_by_name: string | null
          decided_by_user_id: string | null
          department: string
          department_name: string
          id: string
          note: string | null
          outcome_notified_at: string | null
          rejection_reason: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "vendor_applications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      remove_company_dealer: {
        Args: { p_company_id: string; p_user_id: string }
        Returns: string[]
      }
      sales_team_candidates: {
        Args: { p_company_id?: string; p_term: string }
        Returns: {
          business_name: string
          email: string
          executive: boolean
          id: string
          member_name: string
          other_team: boolean
          other_team_company: string
        }[]
      }
      save_product_changes: {
        Args: { p_changes: Json; p_company_id: string; p_confirmed?: boolean }
        Returns: Json
      }
      search_directory: {
        Args: { p_limit?: number; p_offset?: number; p_term?: string }
        Returns: Json
      }
      search_members: {
        Args: { p_term: string }
        Returns: {
          business_name: string
          email: string
          id: string
          member_name: string
        }[]
      }
      search_purchase_enquiries: {
        Args: { p_limit?: number; p_offset?: number; p_term?: string }
        Returns: Json
      }
      search_sales_offers: {
        Args: { p_limit?: number; p_offset?: number; p_term?: string }
        Returns: Json
      }
      select_sourcing_bid: {
        Args: { bid_id_to_select: string; rfq_id_to_close: string }
        Returns: Json
      }
      set_bid_round_status: {
        Args: { p_closes_at?: string; p_round_id: string; p_status: string }
        Returns: {
          bid_step: number
          bid_step_kind: string
          closed_at: string | null
          closes_at: string | null
          company_id: string
          created_at: string
          extension_count: number
          id: string
          initiated_by_user_id: string | null
          max_bids_per_vendor: number
          round_number: number
          sealed: boolean
          sourcing_request_id: string
          status: string
          updated_at: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "sourcing_bid_rounds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      set_company_price_check: {
        Args: { p_company_id: string; p_max_change_pct: number }
        Returns: number
      }
      sheet_first_products: {
        Args: { p_company_id: string; p_limit?: number }
        Returns: {
          associated_corporate_user_id: string | null
          basic_price: number | null
          blend_ratio: string | null
          company_id: string
          created_at: string
          denier_count: number | null
          department_name: string
          fibre_type: string
          filament_count: number | null
          grade: string | null
          id: string
          lustre: string | null
          market_class_key: string
          number_of_plys: number
          specific_type: string | null
          twist_intermingling: string | null
          updated_at: string
          version: number
          visibility_status: string
        }[]
        SetofOptions: {
          from: "*"
          to: "corporate_products"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      sourcing_overview: {
        Args: { p_company_id: string; p_department: string }
        Returns: {
          anti_sniping_minutes: number
          attachment_type: string
          attachment_url: string
          best_price: number
          bid_count: number
          bid_status: string
          created_at: string
          currency: string
          custom_item: string
          department: string
          description: string
          fabric_sourcing_request_id: string
          freight_terms: string
          id: string
          item_category_id: string
          item_name: string
          main_category: string
          payment_terms: string
          quantity: string
          quantity_unit: string
          request_number: string
          rounds: Json
          selected_bid: Json
          status: string
          target_delivery_days: number
          target_price: number
        }[]
      }
      spend_credit: {
        Args: {
          p_description?: string
          p_reference_id?: string
          p_usage_type: string
          p_user_id?: string
        }
        Returns: Json
      }
      start_next_bid_round: {
        Args: {
          p_bid_status?: string
          p_bid_step?: number
          p_bid_step_kind?: string
          p_closes_at?: string
          p_max_bids_per_vendor?: number
          p_rfq_id: string
          p_sealed?: boolean
        }
        Returns: {
          bid_step: number
          bid_step_kind: string
          closed_at: string | null
          closes_at: string | null
          company_id: string
          created_at: string
          extension_count: number
          id: string
          initiated_by_user_id: string | null
          max_bids_per_vendor: number
          round_number: number
          sealed: boolean
          sourcing_request_id: string
          status: string
          updated_at: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "sourcing_bid_rounds"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      sync_pull: {
        Args: {
          p_after_id?: string
          p_after_marker?: number
          p_limit?: number
          p_table: string
        }
        Returns: Json
      }
      verify_mobile_otp: {
        Args: {
          p_code: string
          p_country_code: string
          p_mobile_number: string
          p_purpose: string
        }
        Returns: Json
      }
      withdraw_price_list: {
        Args: { p_list_id: string }
        Returns: {
          bucket_name: string
          changed_count: number | null
          company_id: string | null
          department: string | null
          description: string
          edition: number | null
          file_name: string | null
          file_url: string
          headline: string | null
          id: string
          product_count: number | null
          share_code: string | null
          storage_file_path: string | null
          superseded_at: string | null
          uploaded_at: string
          uploader_email: string | null
          user_id: string | null
          valid_until: string | null
          version: number
          withdrawn_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "price_updates_pdfs"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      withdraw_sourcing_bid: {
        Args: { p_bid_id: string }
        Returns: {
          company_id: string
          company_user_id: string | null
          created_at: string
          delivery_time_days: number
          id: string
          is_selected: boolean
          moq: string | null
          quoted_price: number
          round_id: string
          round_number: number
          sourcing_request_id: string
          vendor_notes: string | null
          vendor_user_id: string
          version: number
          withdrawn_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "sourcing_bids"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      withdraw_vendor_application: {
        Args: { p_id: string }
        Returns: {
          applicant_user_id: string
          company_id: string
          created_at: string
          decided_at: string | null
          decided_by_name: string | null
          decided_by_user_id: string | null
          department: string
          department_name: string
          id: string
          note: string | null
          outcome_notified_at: string | null
          rejection_reason: string | null
          status: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "vendor_applications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const


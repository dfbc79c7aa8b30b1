import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { selectList } from '@domain/schemas/entity.ts';
import {
  APPROVED_VENDOR_SELECT,
  ApprovedVendor,
  CATALOG_COLUMNS,
  CatalogCategory,
  MemberMatch,
} from '@domain/schemas/sourcing.ts';
import { userMessage } from '@domain/server-errors.ts';
import { accepted, refused } from '../outcome.ts';
import type { SourcingPort } from '../ports/sourcing.ts';
import { dataOf, throwIfFailed } from './errors.ts';

type DepartmentSetup = Pick<
  SourcingPort,
  'listVendors' | 'searchMembers' | 'addVendor' | 'removeVendor' | 'listCategories' | 'addCategory'
>;

/** A department's set-up: its approved vendors and its item catalog. */
export function createDepartmentSetup(client: SupabaseClient, backend: string): DepartmentSetup {
  return {
    async listVendors({ companyId, department }) {
      const reply = await client
        .from('department_vendors')
        .select(APPROVED_VENDOR_SELECT)
        .eq('company_id', companyId)
        .eq('department', department)
        .order('created_at', { ascending: false });
      return z.array(ApprovedVendor).parse(dataOf(reply, backend));
    },

    async searchMembers(term) {
      const reply = await client.rpc('search_members', { p_term: term });
      return z.array(MemberMatch).parse(dataOf(reply, backend));
    },

    async addVendor({ companyId, department, departmentName, vendorUserId }) {
      const reply = await client.from('department_vendors').insert({
        company_id: companyId,
        department,
        department_name: departmentName,
        vendor_user_id: vendorUserId,
      });
      if (reply.error?.code === '23505') return refused('duplicate', userMessage(reply.error));
      if (reply.error?.code === '42501') return refused('forbidden', userMessage(reply.error));
      throwIfFailed(reply, backend);
      return accepted(undefined);
    },

    async removeVendor(registrationId) {
      throwIfFailed(await client.from('department_vendors').delete().eq('id', registrationId), backend);
    },

    async listCategories({ companyId, department }) {
      const reply = await client
        .from('sourcing_item_categories')
        .select(selectList(CATALOG_COLUMNS))
        .eq('company_id', companyId)
        .eq('department', department)
        .order('name');
      return z.array(CatalogCategory).parse(dataOf(reply, backend));
    },

    async addCategory({ companyId, department, name, parentId, unitType }) {
      const reply = await client
        .from('sourcing_item_categories')
        .insert({ company_id: companyId, department, name, parent_id: parentId, unit_type: unitType })
        .select(selectList(CATALOG_COLUMNS))
        .single();
      if (reply.error?.code === '23514') return refused('refused', userMessage(reply.error));
      return accepted(CatalogCategory.parse(dataOf(reply, backend)));
    },
  };
}

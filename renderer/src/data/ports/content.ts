import type { AdGroup } from '@domain/ads.ts';

/** One corporate ad, as the banner shows it. */
export interface Ad {
  id: string;
  imageUrl: string;
  clickUrl: string | null;
  altText: string;
  companyName: string;
}

export interface AdQuery {
  group: AdGroup;
  location: string;
  /** YYYY-MM-DD, today in India. */
  today: string;
}

export interface HomeCounters {
  fabricListings: number;
  sourcingListings: number;
  activeMembers: number;
}

/** Public content the shell and the home page show. */
export interface ContentPort {
  /** Active ads booked for the page on `today`, newest first. */
  getActiveAds(query: AdQuery): Promise<Ad[]>;
  getHomeCounters(): Promise<HomeCounters>;
}

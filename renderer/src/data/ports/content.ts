import type { AdGroup } from '@domain/ads.ts';
import type { BannerAd, HomeCounters } from '@domain/schemas/content.ts';

export type { HomeCounters };

export interface AdQuery {
  group: AdGroup;
  location: string;
  /** YYYY-MM-DD, today in India. */
  today: string;
}

/** Public content the shell and the home page show. */
export interface ContentPort {
  /** Active ads booked for the page on `today`, newest first. */
  getActiveAds(query: AdQuery): Promise<BannerAd[]>;
  getHomeCounters(): Promise<HomeCounters>;
}

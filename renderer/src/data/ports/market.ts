/** The index's filters (each null or empty for all). */
interface MarketIndexFilter {
  fibre?: string | null;
  department?: string | null;
  centre?: string | null;
  search?: string | null;
}

/** One class at one trading centre, as the index reports it (issue 27). */
export interface MarketRow {
  classKey: string;
  classLabel: string;
  fibreType: string;
  departmentName: string;
  centre: string;
  median: number;
  low: number;
  high: number;
  mills: number;
  change1dPct: number | null;
  change7dPct: number | null;
  change30dPct: number | null;
  /** The last 30 daily closes, oldest first. */
  spark: number[];
  /** The day the figures are for (YYYY-MM-DD): today, or yesterday's close for the delayed view. */
  asOf: string;
  /** True for visitors and Free Members: the five most-quoted classes, a day late. */
  delayed: boolean;
}

/** One daily close of a class at a centre. */
export interface MarketClose {
  day: string;
  median: number;
  low: number;
  high: number;
  mills: number;
}

/** A revealed price quoting a class (Paid Members and above). */
export interface MarketMill {
  companyId: string;
  companyName: string;
  city: string;
  productId: string;
  price: number;
  updatedAt: string;
}

/** A class (or a company's product) the member follows, with the move that raises an alert. */
export interface MarketWatch {
  id: string;
  classKey: string | null;
  centre: string;
  productId: string | null;
  thresholdPct: number;
  createdAt: string;
}

/** The market view (issue 27): the price index, a class's history and mills, and the member's watches. */
export interface MarketPort {
  index(filter: MarketIndexFilter): Promise<MarketRow[]>;
  classHistory(query: { classKey: string; centre: string; days: number }): Promise<MarketClose[]>;
  classMills(query: { classKey: string; centre: string }): Promise<MarketMill[]>;
  /** The signed-in member's watches (none for a visitor). */
  watches(): Promise<MarketWatch[]>;
  /** Follows a class at a centre; the server refuses members below Paid with its words. */
  follow(target: { classKey: string; centre: string; thresholdPct: number }): Promise<MarketWatch>;
  setThreshold(watchId: string, thresholdPct: number): Promise<void>;
  unfollow(watchId: string): Promise<void>;
}

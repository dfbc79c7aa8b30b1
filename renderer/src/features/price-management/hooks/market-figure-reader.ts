import type { ProductMarket } from '@/data/ports/price-management.ts';

/** Products asked for in one call (market_for_products answers up to 1000), and calls in flight at once. */
export const MARKET_BATCH = 1000;
const IN_FLIGHT = 2;

export interface MarketFigureReaderOptions {
  /** One call for up to MARKET_BATCH products' figures. */
  read: (productIds: string[]) => Promise<ProductMarket[]>;
  /** Every product's figures so far, after each answer (a new map each time). */
  onFigures: (byProduct: ReadonlyMap<string, ProductMarket>) => void;
  /** A call failed; `first` when no figure has arrived yet. */
  onError: (error: unknown, first: boolean) => void;
}

/**
 * The sheet's market figures, read batch by batch as its rows arrive (each product once, in the order the sheet
 * has them: the first rows' figures first), and read again for the classes the market's minute job refreshed.
 * At most two calls at a time, so the figures never crowd the sheet's own reads.
 */
export class MarketFigureReader {
  private readonly asked = new Set<string>();
  private readonly figures = new Map<string, ProductMarket>();
  private readonly queue: string[][] = [];
  private running = 0;
  private stopped = false;

  constructor(private readonly options: MarketFigureReaderOptions) {}

  /** Asks for the figures of the products not asked for yet. */
  want(productIds: Iterable<string>): void {
    const fresh: string[] = [];
    for (const id of productIds) {
      if (this.asked.has(id)) continue;
      this.asked.add(id);
      fresh.push(id);
    }
    this.enqueue(fresh);
  }

  /** Asks again for the figures of the products in these classes (the job changed their medians). */
  refreshClasses(classKeys: ReadonlySet<string>): void {
    const ids: string[] = [];
    for (const f of this.figures.values()) if (f.classKey !== null && classKeys.has(f.classKey)) ids.push(f.productId);
    this.enqueue(ids);
  }

  /** Nothing more is asked, and nothing answered is passed on. */
  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
  }

  private enqueue(ids: string[]): void {
    for (let i = 0; i < ids.length; i += MARKET_BATCH) this.queue.push(ids.slice(i, i + MARKET_BATCH));
    this.pump();
  }

  private pump(): void {
    while (!this.stopped && this.running < IN_FLIGHT && this.queue.length > 0) {
      const batch = this.queue.shift()!;
      this.running += 1;
      this.options
        .read(batch)
        .then(
          (rows) => {
            if (this.stopped) return;
            for (const row of rows) this.figures.set(row.productId, row);
            this.options.onFigures(new Map(this.figures));
          },
          (error: unknown) => !this.stopped && this.options.onError(error, this.figures.size === 0),
        )
        .finally(() => {
          this.running -= 1;
          this.pump();
        });
    }
  }
}

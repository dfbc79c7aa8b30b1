/**
 * The comparison matrix of an RFQ (issue 13): vendors × rounds with each vendor's quote per round
 * (their current quote counts: the lowest bid they have not withdrawn, issue 30; the others are revisions;
 * a vendor who withdrew every bid of a round shows as withdrawn), the change against their previous
 * round, the best price and delivery of each round marked, the company's own prices as benchmarks, and
 * pinned totals per round. Pure, so the dashboard, the XLSX export and the tests share it.
 */

export interface MatrixRound {
  id: string;
  roundNumber: number;
  /** False while a sealed round is open: its bids are not readable yet. */
  bidsVisible: boolean;
  isOpen: boolean;
  /** Bids the round holds (known even while sealed). */
  bidCount: number;
}

export interface MatrixBid {
  id: string;
  roundNumber: number;
  vendorUserId: string;
  vendorName: string;
  businessName: string;
  quotedPrice: number;
  deliveryTimeDays: number;
  moq: string | null;
  createdAt: string;
  isSelected: boolean;
  /** When the vendor withdrew it; a withdrawn bid is no longer their quote. */
  withdrawnAt?: string | null;
}

export interface Benchmark {
  label: string;
  price: number;
}

interface MatrixCell {
  bidId: string;
  price: number;
  deliveryDays: number;
  moq: string | null;
  /** Price × the RFQ's quantity, when the quantity is a number. */
  total: number | null;
  /** Against the vendor's quote in their previous round. */
  change: { amount: number; percent: number } | null;
  bestPrice: boolean;
  bestDelivery: boolean;
  selected: boolean;
  /** Earlier bids of the same vendor in the same round. */
  revisions: number;
}

interface MatrixRow {
  vendorUserId: string;
  vendorName: string;
  businessName: string;
  /** One per round, in round order; null where the vendor holds no quote (no bid, or every bid withdrawn). */
  cells: (MatrixCell | null)[];
  /** One per round: true where the vendor bid but withdrew every bid. */
  withdrawn: boolean[];
  /** The vendor's quote in the latest round they bid in. */
  latestPrice: number | null;
}

interface RoundTotals {
  roundNumber: number;
  vendors: number;
  bestPrice: number | null;
  averagePrice: number | null;
  fastestDelivery: number | null;
  lowestTotal: number | null;
  /** Best price against the target price, in percent (negative: below target). */
  againstTarget: number | null;
}

export interface ComparisonMatrix {
  rounds: MatrixRound[];
  rows: MatrixRow[];
  totals: RoundTotals[];
  benchmarks: Benchmark[];
  quantity: number | null;
}

/** The RFQ's quantity as a number ('20,000' → 20000), or null ('Not specified'). */
export function quantityOf(quantity: string): number | null {
  const n = Number(quantity.replace(/[,\s]/g, ''));
  return Number.isFinite(n) && n > 0 ? n : null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function buildMatrix(input: {
  rounds: readonly MatrixRound[];
  bids: readonly MatrixBid[];
  quantity: string;
  targetPrice: number | null;
  benchmarks?: readonly Benchmark[];
}): ComparisonMatrix {
  const rounds = [...input.rounds].sort((a, b) => a.roundNumber - b.roundNumber);
  const quantity = quantityOf(input.quantity);
  const roundIndex = new Map(rounds.map((r, i) => [r.roundNumber, i]));

  // The current quote per vendor per round counts: the lowest not withdrawn, the earlier of equal ones.
  const byVendor = new Map<string, { bid: MatrixBid; latest: (MatrixBid | null)[]; counts: number[] }>();
  for (const bid of input.bids) {
    const index = roundIndex.get(bid.roundNumber);
    if (index === undefined) continue;
    let entry = byVendor.get(bid.vendorUserId);
    if (!entry) {
      entry = { bid, latest: rounds.map(() => null), counts: rounds.map(() => 0) };
      byVendor.set(bid.vendorUserId, entry);
    }
    entry.counts[index] += 1;
    if (bid.withdrawnAt) continue;
    const current = entry.latest[index];
    if (
      !current ||
      bid.quotedPrice < current.quotedPrice ||
      (bid.quotedPrice === current.quotedPrice && bid.createdAt < current.createdAt)
    )
      entry.latest[index] = bid;
  }

  const best = rounds.map((_, i) => {
    const quotes = [...byVendor.values()].map((v) => v.latest[i]).filter((b): b is MatrixBid => b !== null);
    return {
      quotes,
      price: quotes.length ? Math.min(...quotes.map((b) => b.quotedPrice)) : null,
      delivery: quotes.length ? Math.min(...quotes.map((b) => b.deliveryTimeDays)) : null,
    };
  });

  const rows: MatrixRow[] = [...byVendor.values()].map(({ bid: first, latest, counts }) => {
    let previous: MatrixBid | null = null;
    const cells = latest.map((bid, i): MatrixCell | null => {
      if (!bid) return null;
      const change = previous
        ? {
            amount: round2(bid.quotedPrice - previous.quotedPrice),
            percent: round2(((bid.quotedPrice - previous.quotedPrice) / previous.quotedPrice) * 100),
          }
        : null;
      previous = bid;
      return {
        bidId: bid.id,
        price: bid.quotedPrice,
        deliveryDays: bid.deliveryTimeDays,
        moq: bid.moq,
        total: quantity === null ? null : round2(bid.quotedPrice * quantity),
        change,
        bestPrice: bid.quotedPrice === best[i].price,
        bestDelivery: bid.deliveryTimeDays === best[i].delivery,
        selected: bid.isSelected,
        revisions: counts[i] - 1,
      };
    });
    const last = [...cells].reverse().find((c) => c !== null) ?? null;
    return {
      vendorUserId: first.vendorUserId,
      vendorName: first.vendorName,
      businessName: first.businessName,
      cells,
      withdrawn: latest.map((bid, i) => bid === null && counts[i] > 0),
      latestPrice: last?.price ?? null,
    };
  });
  // Best current quote first; vendors of later rounds before those who dropped out earlier.
  const lastRoundOf = (row: MatrixRow) => row.cells.findLastIndex((c) => c !== null);
  rows.sort(
    (a, b) =>
      lastRoundOf(b) - lastRoundOf(a) ||
      (a.latestPrice ?? Infinity) - (b.latestPrice ?? Infinity) ||
      a.vendorName.localeCompare(b.vendorName),
  );

  const totals = rounds.map((r, i): RoundTotals => {
    const { quotes, price, delivery } = best[i];
    const average = quotes.length ? round2(quotes.reduce((s, b) => s + b.quotedPrice, 0) / quotes.length) : null;
    return {
      roundNumber: r.roundNumber,
      vendors: quotes.length,
      bestPrice: price,
      averagePrice: average,
      fastestDelivery: delivery,
      lowestTotal: price !== null && quantity !== null ? round2(price * quantity) : null,
      againstTarget:
        price !== null && input.targetPrice ? round2(((price - input.targetPrice) / input.targetPrice) * 100) : null,
    };
  });

  const benchmarks: Benchmark[] = [
    ...(input.targetPrice ? [{ label: 'Target price', price: input.targetPrice }] : []),
    ...(input.benchmarks ?? []),
  ];
  return { rounds, rows, totals, benchmarks, quantity };
}

/** A company product that may serve as a price benchmark. */
export interface BenchmarkProduct {
  departmentName: string;
  fibreType: string;
  specificType: string | null;
  basicPrice: number | null;
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
const mentions = (haystack: string, needle: string) => {
  const n = words(needle).trim();
  return n !== '' && haystack.includes(` ${n} `);
};

/**
 * The company's own product price that matches the RFQ, if any: its fibre type must appear in the
 * item or description; its specific type and the department name make the match closer.
 */
export function matchProductBenchmark(
  rfq: { itemName: string; description: string | null; departmentName: string },
  products: readonly BenchmarkProduct[],
): Benchmark | null {
  const text = words(`${rfq.itemName} ${rfq.description ?? ''}`);
  let found: { product: BenchmarkProduct; score: number } | null = null;
  for (const product of products) {
    if (product.basicPrice === null || !mentions(text, product.fibreType)) continue;
    const score =
      2 +
      (product.specificType && mentions(text, product.specificType) ? 1 : 0) +
      (product.departmentName.toLowerCase() === rfq.departmentName.toLowerCase() ? 1 : 0);
    if (!found || score > found.score) found = { product, score };
  }
  if (!found) return null;
  const { product } = found;
  return {
    label: `Your price: ${[product.fibreType, product.specificType].filter(Boolean).join(' ')}`,
    price: product.basicPrice!,
  };
}

/** The matrix as sheet rows (header, one row per vendor, totals): what the XLSX export writes. */
export function matrixSheet(matrix: ComparisonMatrix): {
  header: string[];
  rows: (string | number | null)[][];
  totals: (string | number | null)[][];
} {
  const header = ['Vendor', 'Business'];
  for (const r of matrix.rounds) {
    header.push(
      `R${r.roundNumber} price`,
      `R${r.roundNumber} change %`,
      `R${r.roundNumber} delivery (days)`,
      `R${r.roundNumber} MOQ`,
    );
    if (matrix.quantity !== null) header.push(`R${r.roundNumber} total`);
  }
  const rows = matrix.rows.map((row) => {
    const values: (string | number | null)[] = [row.vendorName, row.businessName];
    row.cells.forEach((cell, i) => {
      const hidden = !matrix.rounds[i].bidsVisible;
      values.push(
        hidden ? 'Sealed' : (cell?.price ?? null),
        cell?.change?.percent ?? null,
        cell?.deliveryDays ?? null,
        cell?.moq ?? null,
      );
      if (matrix.quantity !== null) values.push(cell?.total ?? null);
    });
    return values;
  });
  const line = (label: string, pick: (t: RoundTotals) => number | null) => {
    const values: (string | number | null)[] = [label, ''];
    for (const t of matrix.totals) {
      values.push(pick(t), null, null, null);
      if (matrix.quantity !== null) values.push(null);
    }
    return values;
  };
  const totals = [
    line('Best price', (t) => t.bestPrice),
    line('Average price', (t) => t.averagePrice),
    line('Vendors', (t) => t.vendors),
    line('Best vs target %', (t) => t.againstTarget),
  ];
  if (matrix.quantity !== null) totals.push(line('Lowest total', (t) => t.lowestTotal));
  for (const b of matrix.benchmarks) totals.push([b.label, '', b.price]);
  return { header, rows, totals };
}

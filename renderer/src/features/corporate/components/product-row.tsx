import { useState } from 'react';
import { checkCorporateBid } from '@domain/schemas/corporate-bid.ts';
import { formatDateTime, formatRupees } from '@domain/format.ts';
import type { PublicProduct } from '@/data/ports/corporate.ts';
import { Button } from '@/ui/button.tsx';
import { Sparkline } from '@/ui/sparkline.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { TREND_DAYS } from '../api.ts';
import { specText } from '../model/products.ts';
import { KG } from '@domain/units.ts';

export interface BidIntent {
  product: PublicProduct;
  price: number;
  quantity: number;
  /** Clears the row's inputs once the bid is placed. */
  clear: () => void;
}

interface ProductRowProps {
  product: PublicProduct;
  /** The basic price's recent course ([epoch ms, price]); none drawn without two points. */
  trend?: readonly (readonly [number, number])[];
  /** Visitors see no bid inputs. */
  canBid: boolean;
  /** Why bidding (it spends a credit) cannot happen now: the desktop offline; null when it can. */
  blocked?: string | null;
  isOwnCompany: boolean;
  onBid: (intent: BidIntent) => void;
}

/**
 * One product with, for logged-in users, bid price and quantity inputs checked by the spec's rules, placed right
 * after the product and its price so the three stay together (the details follow).
 */
export function ProductRow({ product, trend, canBid, blocked = null, isOwnCompany, onBid }: ProductRowProps) {
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('');
  const label = `${product.fibreType} ${specText(product)}`;

  const bid = () => {
    const check = checkCorporateBid({ price, quantity, isAuthenticated: canBid, isOwnCompany });
    if (!check.ok) {
      showToast({ ...check.message, variant: 'destructive' });
      return;
    }
    onBid({
      product,
      price: check.price,
      quantity: check.quantity,
      clear: () => {
        setPrice('');
        setQuantity('');
      },
    });
  };

  return (
    <tr className={canBid ? 'company-product company-product--bid' : 'company-product'}>
      <th scope="row" className="company-product__name">
        <strong>{product.fibreType}</strong>
        {product.specificType && <span className="company-muted"> {product.specificType}</span>}
        {product.blendRatio && <span className="company-muted"> ({product.blendRatio})</span>}
      </th>
      <td className="table__end company-product__price" data-label="Basic Price (₹)">
        {formatRupees(product.basicPrice)}
      </td>
      {canBid && (
        <>
          <td className="company-product__bid-price" data-label="Bid Price (₹)">
            <TextInput
              inputMode="decimal"
              className="bid-input"
              aria-label={`Bid price (₹) for ${label}`}
              placeholder={`₹ / ${KG}`}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </td>
          <td className="company-product__bid-qty" data-label="Bid Qty (Kg)">
            <TextInput
              inputMode="numeric"
              className="bid-input"
              aria-label={`Bid quantity (${KG}) for ${label}`}
              placeholder={KG}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
            />
          </td>
          <td className="company-product__action">
            <Button
              size="sm"
              onClick={bid}
              aria-label={`Bid on ${label}`}
              disabled={blocked !== null}
              title={blocked ?? undefined}
            >
              Bid
            </Button>
          </td>
        </>
      )}
      <td className="company-product__detail" data-label="Lustre / Twist">
        {[product.lustre, product.twistIntermingling].filter(Boolean).join(', ') || 'N/A'}
      </td>
      <td className="company-product__detail" data-label="Denier / Filament / Ply">
        {specText(product)}
      </td>
      <td className="company-product__detail" data-label="Grade">
        {product.grade ?? 'N/A'}
      </td>
      <td className="company-trend company-product__detail" data-label="Trend">
        {trend ? <Sparkline points={trend} label={`Basic price over ${TREND_DAYS} days`} /> : null}
      </td>
      <td className="company-product__detail" data-label="Updated">
        {formatDateTime(product.updatedAt)}
      </td>
    </tr>
  );
}

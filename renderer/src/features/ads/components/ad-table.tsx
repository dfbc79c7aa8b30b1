import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '@domain/format.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { moveInGrid, Switch } from '@/ui/desk.tsx';
import { AD_STATE_LABELS, adState, type AdState } from '../model/ad-state.ts';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

interface RowActions {
  onToggle: (ad: AdminAd, status: boolean) => void;
  onEdit: (ad: AdminAd) => void;
  onDelete: (ad: AdminAd) => void;
}

const CHIP_OF: Record<AdState, string> = {
  live: 'active',
  expired: 'neutral',
  scheduled: 'free',
  inactive: 'inactive',
};

/** The ads in a grid: image, company, placement, dates, state today, the Active switch, click URL, edit, delete. */
export function AdTable({
  shown,
  anyAds,
  today,
  ...actions
}: RowActions & { shown: readonly AdminAd[]; anyAds: boolean; today: string }) {
  return (
    <div className="grid-scroll" role="region" aria-label="Ads">
      <table className="grid-table ad-table">
        <colgroup>
          <col style={{ width: 112 }} />
          <col style={{ width: 190 }} />
          <col style={{ width: 210 }} />
          <col style={{ width: 220 }} />
          <col style={{ width: 110 }} />
          <col style={{ width: 130 }} />
          <col style={{ width: 170 }} />
          <col style={{ width: 72 }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Image</th>
            <th scope="col">Company</th>
            <th scope="col">Placement / page</th>
            <th scope="col" className="num">
              Runs
            </th>
            <th scope="col">State</th>
            <th scope="col">Active</th>
            <th scope="col">Click URL</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody onKeyDown={moveInGrid}>
          {shown.length === 0 && (
            <tr>
              <td colSpan={8} className="grid-empty">
                {anyAds ? 'No ads in this state.' : 'No ads yet. Create the first with New ad.'}
              </td>
            </tr>
          )}
          {shown.map((ad) => (
            <AdRow key={ad.id} ad={ad} state={adState(ad, today)} {...actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AdRow({ ad, state, onToggle, onEdit, onDelete }: RowActions & { ad: AdminAd; state: AdState }) {
  return (
    <tr data-row>
      <td>
        <img className="ad-table__thumb" src={ad.adImageUrl} alt={ad.altText} loading="lazy" />
      </td>
      <td className="grid-table__strong" title={ad.companyName}>
        {ad.companyName}
      </td>
      <td>
        {ad.placementType}{' '}
        <span className="muted">/ {ad.pageLocation === ad.placementType ? 'all pages' : ad.pageLocation}</span>
      </td>
      <td className="num">
        {formatDate(ad.fromDate)} – {formatDate(ad.toDate)}
      </td>
      <td>
        <span className={`status-chip status-chip--${CHIP_OF[state]}`}>{AD_STATE_LABELS[state]}</span>
      </td>
      <td>
        <span className="ad-table__switch">
          <Switch
            checked={ad.status}
            label={`Active: ${ad.companyName} ${ad.pageLocation}`}
            onChange={(v) => onToggle(ad, v)}
          />
          {ad.status ? 'Active' : 'Inactive'}
        </span>
      </td>
      <td title={ad.clickUrl ?? ''}>
        {ad.clickUrl ? (
          <NewWindowLink href={ad.clickUrl} rel="noopener noreferrer">
            {ad.clickUrl} <ExternalLink size={12} aria-hidden="true" />
          </NewWindowLink>
        ) : (
          <span className="muted">—</span>
        )}
      </td>
      <td>
        <div className="grid-actions">
          <button
            type="button"
            className="icon-button"
            aria-label={`Edit ad ${ad.companyName} ${ad.pageLocation}`}
            title="Edit"
            onClick={() => onEdit(ad)}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="icon-button icon-button--danger"
            aria-label={`Delete ad ${ad.companyName} ${ad.pageLocation}`}
            title="Delete"
            onClick={() => onDelete(ad)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      </td>
    </tr>
  );
}

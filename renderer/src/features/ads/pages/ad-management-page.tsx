import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { adDateToday } from '@domain/ads.ts';
import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import type { AdFormValues } from '@domain/schemas/admin.ts';
import { acceptedType, UPLOAD_FAILURES, uploadPath } from '@domain/uploads.ts';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { useUpload } from '@/hooks/use-upload.ts';
import { Button } from '@/ui/button.tsx';
import { DeskHeader, LoadFailed, FilterChips, moveInGrid, Switch } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAdminAdsQuery, useDeleteAdMutation, useSaveAdMutation, useSetAdStatusMutation } from '../api.ts';
import { AdDialog } from '../components/ad-dialog.tsx';
import { AD_STATE_LABELS, adState, type AdState } from '../model/ad-state.ts';
import '@/ui/desk.css';
import '../ad-management.css';

const BUCKET = 'corporateads';
type StateFilter = AdState | 'all';

/**
 * /admin/ad-management (trade §2; admins and limited admins): every ad with its state today, an Active/Inactive
 * switch, create and edit in one dialog with a live banner preview, and delete. Filters by state.
 */
export function AdManagementPage() {
  const gateway = useGateway();
  const ads = useAdminAdsQuery();
  const [saveAd] = useSaveAdMutation();
  const [setStatus] = useSetAdStatusMutation();
  const [deleteAd] = useDeleteAdMutation();
  const { upload, progress } = useUpload();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);

  const today = adDateToday(new Date());
  const list = useMemo(() => ads.data ?? [], [ads.data]);
  const counts = useMemo(() => {
    const c: Record<StateFilter, number> = { all: list.length, live: 0, scheduled: 0, expired: 0, inactive: 0 };
    for (const ad of list) c[adState(ad, today)] += 1;
    return c;
  }, [list, today]);
  const shown = filter === 'all' ? list : list.filter((ad) => adState(ad, today) === filter);
  const chips = (['all', 'live', 'scheduled', 'expired', 'inactive'] as const).map((value) => ({
    value,
    label: value === 'all' ? 'All' : AD_STATE_LABELS[value],
    count: ads.data ? counts[value] : null,
  }));

  const removeFile = (path: string | null) =>
    path ? gateway.uploads.remove(BUCKET, [path]).catch(() => undefined) : Promise.resolve();

  const save = async (ad: AdminAd | null, values: AdFormValues, image: File | null): Promise<boolean> => {
    let imagePath: string | null = null;
    if (image) {
      const type = acceptedType(image, { accept: ['image/jpeg', 'image/png', 'image/webp'] }) ?? image.type;
      const stored = await upload(BUCKET, uploadPath('public', image, type, Date.now()), image);
      if (!stored) return false;
      imagePath = stored.path;
    }
    try {
      await saveAd({ id: ad?.id ?? null, values, imagePath }).unwrap();
    } catch (error) {
      // The row was not written: the new file is not needed.
      await removeFile(imagePath);
      showToast({
        title: UPLOAD_FAILURES.insertFailed,
        description: apiErrorOf(error).message,
        variant: 'destructive',
      });
      return false;
    }
    // A replaced image's old file goes.
    if (ad && imagePath) await removeFile(ad.adImagePath);
    showToast({
      title: ad ? 'Ad Updated' : 'Ad Created',
      description: `${values.companyName} · ${values.placementType} / ${values.pageLocation}`,
      variant: 'success',
    });
    return true;
  };

  const toggle = async (ad: AdminAd, status: boolean) => {
    try {
      await setStatus({ id: ad.id, status }).unwrap();
    } catch (error) {
      showToast({ title: 'Status Not Changed', description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const remove = async (ad: AdminAd) => {
    try {
      await deleteAd(ad.id).unwrap();
      await removeFile(ad.adImagePath);
      showToast({ title: 'Ad Deleted', description: `${ad.companyName} · ${ad.placementType} / ${ad.pageLocation}` });
    } catch (error) {
      showToast({ title: 'Delete Failed', description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  return (
    <div className="desk ad-management">
      <DeskHeader
        back={{ to: paths.admin.href(), label: 'Back to Admin Panel' }}
        title="Ad Management"
        subtitle={ads.data ? `${counts.all} ads · ${counts.live} live today` : 'Banner ads above and below every page'}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus size={16} aria-hidden="true" /> New ad
          </Button>
        }
      />
      <div className="desk-toolbar">
        <FilterChips label="State" chips={chips} value={filter} onChange={setFilter} />
        <span className="desk-toolbar__spacer" />
        <span className="desk-toolbar__count">Today {formatDate(today)}</span>
      </div>

      {ads.isError && !ads.data ? (
        <LoadFailed
          title="Could not load ads"
          message={apiErrorOf(ads.error).message}
          onRetry={() => void ads.refetch()}
        />
      ) : !ads.data ? (
        <div className="ad-management__loading">
          <Spinner label="Loading ads" />
        </div>
      ) : (
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
                    {list.length === 0 ? 'No ads yet. Create the first with New ad.' : 'No ads in this state.'}
                  </td>
                </tr>
              )}
              {shown.map((ad) => {
                const state = adState(ad, today);
                return (
                  <tr key={ad.id} data-row>
                    <td>
                      <img className="ad-table__thumb" src={ad.adImageUrl} alt={ad.altText} loading="lazy" />
                    </td>
                    <td className="grid-table__strong" title={ad.companyName}>
                      {ad.companyName}
                    </td>
                    <td>
                      {ad.placementType}{' '}
                      <span className="muted">
                        / {ad.pageLocation === ad.placementType ? 'all pages' : ad.pageLocation}
                      </span>
                    </td>
                    <td className="num">
                      {formatDate(ad.fromDate)} – {formatDate(ad.toDate)}
                    </td>
                    <td>
                      <span
                        className={`status-chip status-chip--${state === 'live' ? 'active' : state === 'expired' ? 'neutral' : state === 'scheduled' ? 'free' : 'inactive'}`}
                      >
                        {AD_STATE_LABELS[state]}
                      </span>
                    </td>
                    <td>
                      <span className="ad-table__switch">
                        <Switch
                          checked={ad.status}
                          label={`Active: ${ad.companyName} ${ad.pageLocation}`}
                          onChange={(v) => void toggle(ad, v)}
                        />
                        {ad.status ? 'Active' : 'Inactive'}
                      </span>
                    </td>
                    <td title={ad.clickUrl ?? ''}>
                      {ad.clickUrl ? (
                        <a href={ad.clickUrl} target="_blank" rel="noopener noreferrer">
                          {ad.clickUrl} <ExternalLink size={12} aria-hidden="true" />
                        </a>
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
                          onClick={() => setEditing(ad)}
                        >
                          <Pencil size={16} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="icon-button icon-button--danger"
                          aria-label={`Delete ad ${ad.companyName} ${ad.pageLocation}`}
                          title="Delete"
                          onClick={() => setDeleting(ad)}
                        >
                          <Trash2 size={16} aria-hidden="true" />
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {editing && (
        <AdDialog
          ad={editing === 'new' ? null : editing}
          progress={progress}
          onClose={() => setEditing(null)}
          onSave={(values, image) => save(editing === 'new' ? null : editing, values, image)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this ad?"
        description={`The ad of ${deleting?.companyName ?? ''} on ${deleting?.placementType ?? ''} / ${
          deleting?.pageLocation ?? ''
        } and its image are deleted for good. To stop it for a while, switch it to Inactive instead.`}
        confirmLabel="Delete ad"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </div>
  );
}

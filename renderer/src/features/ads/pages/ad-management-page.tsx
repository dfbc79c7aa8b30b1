import { Plus } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import { Button } from '@/ui/button.tsx';
import { DeskHeader, LoadFailed, FilterChips } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { AdDialog } from '../components/ad-dialog.tsx';
import { AdTable } from '../components/ad-table.tsx';
import { useAdActions } from '../hooks/use-ad-actions.ts';
import { useAdList } from '../hooks/use-ad-list.ts';
import '@/ui/desk.css';
import '../ad-management.css';

/**
 * /admin/ad-management (trade §2; admins and limited admins): every ad with its state today, an Active/Inactive
 * switch, create and edit in one dialog with a live banner preview, and delete. Filters by state.
 */
export function AdManagementPage() {
  const { ads, today, list, counts, shown, chips, filter, setFilter } = useAdList();
  const actions = useAdActions();
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAd | null>(null);

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
        <AdTable
          shown={shown}
          anyAds={list.length > 0}
          today={today}
          onToggle={(ad, v) => void actions.toggle(ad, v)}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}

      {editing && (
        <AdDialog
          ad={editing === 'new' ? null : editing}
          progress={actions.progress}
          onClose={() => setEditing(null)}
          onSave={(values, image) => actions.save(editing === 'new' ? null : editing, values, image)}
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
        onConfirm={() => (deleting ? actions.remove(deleting) : undefined)}
      />
    </div>
  );
}

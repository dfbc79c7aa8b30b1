import { useState } from 'react';
import { ADMIN_TOASTS, COMPANY_MESSAGES, type CompanyDeletionPreview } from '@domain/admin-panel.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { AdminCompany } from '@/data/ports/admin-panel.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAdminCompaniesQuery, useCompanyDeletionPreviewMutation, useDeleteCompanyMutation } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * Deleting a company: `ask` loads what would go (files, products) for the confirmation; `confirm` deletes. A
 * company someone else deleted meanwhile is said so and the list refetched.
 */
export function useCompanyDeletion() {
  const gateway = useGateway();
  const companies = useAdminCompaniesQuery();
  const [deleting, setDeleting] = useState<{ company: AdminCompany; preview: CompanyDeletionPreview } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const [loadPreview] = useCompanyDeletionPreviewMutation();
  const [deleteCompany] = useDeleteCompanyMutation();

  const askDelete = async (company: AdminCompany) => {
    setPreviewing(company.id);
    try {
      const preview = await loadPreview(company.id).unwrap();
      if (!preview) {
        showToast({ title: ADMIN_TOASTS.failed.delete, description: COMPANY_MESSAGES.gone, variant: 'destructive' });
        return void companies.refetch();
      }
      setDeleting({ company, preview });
    } catch (error) {
      toastFailure(ADMIN_TOASTS.failed.delete, error);
    } finally {
      setPreviewing(null);
    }
  };

  // Files first (trade §4), then products and the company in one server call.
  const confirmDelete = async () => {
    if (!deleting) return;
    const { company } = deleting;
    const files = Object.values(company.files).flatMap((f) => (f?.path ? [f.path] : []));
    try {
      await gateway.uploads.remove('companyfiles', files);
      const result = await deleteCompany(company.id).unwrap();
      showToast({
        ...ADMIN_TOASTS.companyDeleted,
        description: result.deleted
          ? `${company.companyName}, its ${files.length} file(s) and ${result.products} product(s) were removed.`
          : `${company.companyName} had already been deleted.`,
        variant: 'success',
      });
    } catch (error) {
      toastFailure(ADMIN_TOASTS.failed.delete, error);
    }
  };

  return { deleting, previewing, ask: askDelete, confirm: confirmDelete, cancel: () => setDeleting(null) };
}

import { Copy, MessageCircle } from 'lucide-react';
import { shareLink, shareMessage, whatsAppShareUrl } from '@domain/price-list-share.ts';
import type { PriceListPdf, PublishedFacts } from '@/data/ports/price-list.ts';
import { NewWindowLink } from '@/platform/new-window-link.tsx';
import { shareOrigin } from '@/platform/share-origin.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';

export type PublishedList = PriceListPdf & { published: PublishedFacts };

/** The list's public link on the web app (the desktop's own origin is not shareable). */
export const publicLinkOf = (list: PublishedList) => shareLink(shareOrigin(), list.published.shareCode);

/** The WhatsApp message: company, scope, date, validity, the stored headline, the link. */
const whatsAppUrlOf = (list: PublishedList) =>
  whatsAppShareUrl(
    shareMessage({
      companyName: list.published.companyName,
      department: list.published.department,
      publishedAt: list.uploadedAt,
      validUntil: list.published.validUntil,
      headline: list.published.headline,
      link: publicLinkOf(list),
    }),
  );

/** Copy link and Share on WhatsApp for one published list. */
export function ShareButtons({ list, size = 'sm' }: { list: PublishedList; size?: 'sm' | 'md' }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(publicLinkOf(list));
      showToast({ title: 'Link copied', description: publicLinkOf(list), variant: 'success' });
    } catch {
      showToast({ title: 'Could not copy the link', description: publicLinkOf(list), variant: 'destructive' });
    }
  };
  return (
    <>
      <Button size={size} variant="outline" onClick={() => void copy()}>
        <Copy size={14} aria-hidden="true" /> Copy link
      </Button>
      {/* A link, so the message it carries can be seen (and copied) as its address. */}
      <NewWindowLink className={buttonClass('outline', size)} href={whatsAppUrlOf(list)}>
        <MessageCircle size={14} aria-hidden="true" /> Share on WhatsApp
      </NewWindowLink>
    </>
  );
}

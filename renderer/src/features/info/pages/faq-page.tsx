import { ChevronDown, MessageCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { faqVideoEmbedUrl } from '@domain/content-policy.ts';
import { paths } from '@domain/paths.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import { FAQ_ITEMS, FAQ_VIDEO_ID } from '../model/faq.ts';
import './info-pages.css';

/** Frequently asked questions: one answer open at a time, a how-to video and a way to contact us. */
export function FaqPage() {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <section className="container info" aria-labelledby="faq-title">
      <header className="info__hero">
        <h1 id="faq-title">Frequently Asked Questions</h1>
        <p>Answers to common questions about membership, credits and sourcing.</p>
      </header>
      <div className="faq">
        {FAQ_ITEMS.map((item, index) => {
          const expanded = open === index;
          return (
            <div key={item.question} className={`faq__item${expanded ? ' faq__item--open' : ''}`}>
              <h2>
                <button
                  type="button"
                  className="faq__question"
                  aria-expanded={expanded}
                  aria-controls={`${id}-${index}`}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  {item.question}
                  <ChevronDown size={18} aria-hidden="true" />
                </button>
              </h2>
              <div id={`${id}-${index}`} className="faq__answer" role="region" hidden={!expanded}>
                <p>{item.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="faq__video">
        <iframe
          src={faqVideoEmbedUrl(FAQ_VIDEO_ID)}
          title="How to use LoomConnect (video)"
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      </div>
      <aside className="info__cta">
        <div>
          <h2>Still have questions?</h2>
          <p>Our team is happy to help.</p>
        </div>
        <LinkButton to={paths.contactCorporate.href()}>
          <MessageCircle size={18} aria-hidden="true" /> Contact Us
        </LinkButton>
      </aside>
    </section>
  );
}

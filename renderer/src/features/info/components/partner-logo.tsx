import { Handshake } from 'lucide-react';
import { useState } from 'react';

/** The partner's logo; an icon when the image cannot be loaded, so a card never shows a broken image. */
export function PartnerLogo({ name, url }: { name: string; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span className="partner-logo partner-logo--empty" aria-hidden="true">
        <Handshake size={40} />
      </span>
    );
  }
  return (
    <img
      className="partner-logo"
      src={url}
      alt={`${name} logo`}
      width={96}
      height={96}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

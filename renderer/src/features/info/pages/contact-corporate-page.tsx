import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Mail, MapPin, Phone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '@domain/constants.ts';
import { officeMapUrls } from '@domain/content-policy.ts';
import { COUNTRIES } from '@domain/reference/countries.ts';
import {
  CORPORATE_ENQUIRY,
  corporateEnquirySchema,
  EMPTY_CORPORATE_ENQUIRY,
  type CorporateEnquiry,
  type CorporateEnquiryInput,
} from '@domain/schemas/corporate-enquiry.ts';
import { COMPANY_CONTACT } from '@/config/contact.ts';
import { apiErrorOf } from '@/data/api.ts';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSendCorporateEnquiryMutation } from '../api.ts';
import { DEALER_ELIGIBILITY } from '../model/plans.ts';
import './info-pages.css';
import { LeavePrompt } from '@/ui/leave-prompt.tsx';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

// One choice per dial code: the form stores the code, and codes shared by several countries are one option.
const DIAL_CODES = [...new Map(COUNTRIES.map((c) => [c.dialCode, c])).values()]
  .map((c) => ({ value: c.dialCode, label: `${c.flag} ${c.dialCode} ${c.name}` }))
  .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
const INDIA_FIRST = [
  ...DIAL_CODES.filter((o) => o.value === '+91'),
  ...DIAL_CODES.filter((o) => o.value !== '+91'),
].map((o) => (o.value === '+91' ? { ...o, label: `${o.label.split(' ')[0]} +91 India` } : o));

const MAP = officeMapUrls(COMPANY_CONTACT.location.lat, COMPANY_CONTACT.location.lon);

/** The corporate-sales enquiry form, the office address and a map. */
export function ContactCorporatePage() {
  const [send, { isLoading }] = useSendCorporateEnquiryMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CorporateEnquiryInput, unknown, CorporateEnquiry>({
    resolver: zodResolver(corporateEnquirySchema),
    defaultValues: EMPTY_CORPORATE_ENQUIRY,
  });

  const submit = handleSubmit(async (enquiry) => {
    try {
      await send(enquiry).unwrap();
    } catch (error) {
      showToast({
        title: CORPORATE_ENQUIRY.failedTitle,
        description: apiErrorOf(error).message || CORPORATE_ENQUIRY.failedFallback,
        variant: 'destructive',
      });
      return;
    }
    showToast({ ...CORPORATE_ENQUIRY.sent, variant: 'success' });
    reset(EMPTY_CORPORATE_ENQUIRY);
  });

  return (
    <section className="container info" aria-labelledby="contact-title">
      <header className="info__hero">
        <h1 id="contact-title">Contact Corporate Sales</h1>
        <p>Tell us about your organisation and our corporate team will get back to you.</p>
        <p className="contact-eligibility">Corporate Membership: {DEALER_ELIGIBILITY}</p>
      </header>
      <div className="contact-layout">
        <Card title="Send an enquiry">
          <form className="contact-form" noValidate onSubmit={(event) => void submit(event)}>
            <LeavePrompt dirty={isDirty && !isSubmitting} />
            <Field label="Name" required error={errors.name?.message}>
              {(control) => (
                <TextInput {...control} autoComplete="name" maxLength={LIMITS.contactNameMax} {...register('name')} />
              )}
            </Field>
            <div className="contact-form__mobile">
              <Field label="Country code" required error={errors.countryCode?.message}>
                {(control) => <Select {...control} options={INDIA_FIRST} {...register('countryCode')} />}
              </Field>
              <Field label="Mobile number" required error={errors.mobileNumber?.message}>
                {(control) => (
                  <TextInput
                    {...control}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    {...register('mobileNumber')}
                  />
                )}
              </Field>
            </div>
            <Field label="Organisation name" required error={errors.organisationName?.message}>
              {(control) => (
                <TextInput
                  {...control}
                  autoComplete="organization"
                  maxLength={LIMITS.organisationNameMax}
                  {...register('organisationName')}
                />
              )}
            </Field>
            <Field label="Email" required error={errors.email?.message}>
              {(control) => <TextInput {...control} type="email" autoComplete="email" {...register('email')} />}
            </Field>
            <Button type="submit" loading={isLoading}>
              Send Enquiry
            </Button>
          </form>
        </Card>
        <div className="contact-side">
          <Card title="Our office">
            <address className="contact-address">
              <p>
                <MapPin size={16} aria-hidden="true" />
                <span>
                  {COMPANY_CONTACT.addressLines.map((line) => (
                    <span key={line} className="contact-address__line">
                      {line}
                    </span>
                  ))}
                </span>
              </p>
              <p>
                <Phone size={16} aria-hidden="true" />{' '}
                <a href={`tel:${COMPANY_CONTACT.phone.replace(/\s/g, '')}`}>{COMPANY_CONTACT.phone}</a>
              </p>
              <p>
                <Mail size={16} aria-hidden="true" />{' '}
                <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
              </p>
            </address>
          </Card>
          <div className="contact-map">
            <iframe title="Map of our office in Surat" src={MAP.embed} loading="lazy" referrerPolicy="no-referrer" />
            <NewWindowLink href={MAP.link} rel="noopener noreferrer">
              Open in Maps <ExternalLink size={14} aria-hidden="true" />
            </NewWindowLink>
          </div>
        </div>
      </div>
    </section>
  );
}

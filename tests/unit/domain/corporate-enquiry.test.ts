import { describe, expect, it } from 'vitest';
import { INDIAN_MOBILE_INVALID, INVALID_EMAIL, OTHER_MOBILE_FORMAT, REQUIRED } from '@domain/messages.ts';
import {
  CORPORATE_ENQUIRY,
  corporateEnquirySchema,
  EMPTY_CORPORATE_ENQUIRY,
} from '@domain/schemas/corporate-enquiry.ts';
import { issues } from './support.ts';

const valid = {
  name: 'Asha Patel',
  countryCode: '+91',
  mobileNumber: '9876543210',
  organisationName: 'Patel Fabrics',
  email: 'asha@patel.example',
};

describe('corporate enquiry form', () => {
  it('starts empty with the +91 country code', () => {
    expect(EMPTY_CORPORATE_ENQUIRY).toMatchObject({ countryCode: '+91', name: '', email: '' });
  });

  it('accepts a complete enquiry and trims it', () => {
    expect(corporateEnquirySchema.parse({ ...valid, name: '  Asha Patel ' }).name).toBe('Asha Patel');
  });

  it('names every missing field at once', () => {
    expect(issues(corporateEnquirySchema, EMPTY_CORPORATE_ENQUIRY)).toEqual({
      name: CORPORATE_ENQUIRY.required.name,
      mobileNumber: CORPORATE_ENQUIRY.required.mobileNumber,
      organisationName: CORPORATE_ENQUIRY.required.organisationName,
      email: REQUIRED.email,
    });
  });

  it('checks the e-mail and the mobile number for its country code', () => {
    expect(issues(corporateEnquirySchema, { ...valid, email: 'asha@patel' })).toEqual({
      email: INVALID_EMAIL.description,
    });
    expect(issues(corporateEnquirySchema, { ...valid, mobileNumber: '12345' })).toEqual({
      mobileNumber: INDIAN_MOBILE_INVALID,
    });
    expect(issues(corporateEnquirySchema, { ...valid, countryCode: '+44', mobileNumber: '12' })).toEqual({
      mobileNumber: OTHER_MOBILE_FORMAT,
    });
  });

  it('words the outcome as the spec does', () => {
    expect(CORPORATE_ENQUIRY.sent).toEqual({
      title: 'Enquiry Sent!',
      description: 'Thank you for your interest. We will get back to you soon.',
    });
    expect(CORPORATE_ENQUIRY.failedTitle).toBe('Error Sending Enquiry');
  });
});

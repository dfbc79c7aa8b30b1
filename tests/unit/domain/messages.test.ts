import { describe, expect, it } from 'vitest';
import * as m from '@domain/messages.ts';

// The spec's words, typed again from accounts-and-shell §5/§8 and trade-features §2/§6, so an edit to a constant fails here.
const SPEC_TEXT: [string, unknown, unknown][] = [
  ['INVALID_EMAIL', m.INVALID_EMAIL, { title: 'Invalid Email', description: 'Please enter a valid email address.' }],
  [
    'INVALID_PASSWORD',
    m.INVALID_PASSWORD,
    { title: 'Invalid Password', description: 'Password must be at least 6 characters.' },
  ],
  ['PASSWORDS_DO_NOT_MATCH', m.PASSWORDS_DO_NOT_MATCH, { title: 'Passwords Do Not Match' }],
  ['EMAIL_OTP_REQUIRED', m.EMAIL_OTP_REQUIRED, 'Please enter the OTP sent to your email.'],
  ['INDIAN_MOBILE_INVALID', m.INDIAN_MOBILE_INVALID, 'Please enter a valid 10-digit Indian mobile number.'],
  [
    'COUNTRY_CODE_REQUIRED_WITH_MOBILE',
    m.COUNTRY_CODE_REQUIRED_WITH_MOBILE,
    'Country code is required with mobile number.',
  ],
  ['MOBILE_REQUIRED_WITH_CODE', m.MOBILE_REQUIRED_WITH_CODE, 'Mobile number is required with country code.'],
  ['MOBILE_REQUIRED_FOR_INDIA', m.MOBILE_REQUIRED_FOR_INDIA, 'Mobile number is required for India.'],
  [
    'INDIA_MOBILE_FORMAT',
    m.INDIA_MOBILE_FORMAT,
    'For India, please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9.',
  ],
  [
    'INVALID_MOBILE_NUMBER',
    m.INVALID_MOBILE_NUMBER,
    { title: 'Invalid Mobile Number', description: 'Please enter a valid 10-digit Indian mobile number.' },
  ],
  ['OTHER_MOBILE_FORMAT', m.OTHER_MOBILE_FORMAT, 'Please enter a valid mobile number (7-15 digits).'],
  ['MOBILE_TAKEN', m.MOBILE_TAKEN, 'This mobile number is already registered with a different account.'],
  [
    'INVALID_OTP_LENGTH',
    m.INVALID_OTP_LENGTH,
    { title: 'Invalid OTP Length', description: 'Email OTP must be 6 digits.' },
  ],
  ['PASSWORDS_DO_NOT_MATCH_UPDATE', m.PASSWORDS_DO_NOT_MATCH_UPDATE, 'Passwords do not match.'],
  ['PASSWORD_HINT', m.PASSWORD_HINT, 'Min. 8 chars: 1 uppercase, 1 lowercase, 1 number.'],
  [
    'PASSWORD_STRENGTH',
    Object.values(m.PASSWORD_STRENGTH),
    [
      'Password must be at least 8 characters long.',
      'Password must contain at least one uppercase letter.',
      'Password must contain at least one lowercase letter.',
      'Password must contain at least one number.',
      'Password must contain at least one special character.',
    ],
  ],
  ['SIGNED_IN', m.SIGNED_IN, { title: 'Signed In!', description: 'Welcome back!' }],
  ['PRE_LAUNCH_OFFERS', m.PRE_LAUNCH_OFFERS, 'Pre-Launch Offers Now Live'],
  [
    'ACCESS_DENIED_SOURCING',
    m.ACCESS_DENIED_SOURCING,
    'Access Denied - This sourcing dashboard is only available to company executives and administrators.',
  ],
  [
    'ACCESS_DENIED_BID_SUBMISSION',
    m.ACCESS_DENIED_BID_SUBMISSION,
    'Access Denied: You must be logged in to view and submit bids.',
  ],
  [
    'ACCESS_DENIED_BID_MANAGEMENT',
    m.ACCESS_DENIED_BID_MANAGEMENT,
    'Access Denied: This page is only accessible to corporate executives.',
  ],
  [
    'ALREADY_PREMIUM',
    m.ALREADY_PREMIUM,
    { title: 'Already a Premium Member', description: 'You already have a Paid Membership or higher.' },
  ],
  ['LOGIN_TITLE', m.LOGIN_TITLE, 'Login to LoomConnect'],
  ['UPDATE_PASSWORD_HEADING', m.UPDATE_PASSWORD_HEADING, 'Update Your Password'],
  ['PROFILE_FORM_TITLE', m.PROFILE_FORM_TITLE, { create: 'Complete Your Profile', edit: 'Edit Your Profile' }],
  ['LOADING_DISTRICTS', m.LOADING_DISTRICTS, 'Loading districts...'],
  ['PROFILE_INCOMPLETE_BANNER', m.PROFILE_INCOMPLETE_BANNER, 'Profile Incomplete'],
  ['EMAIL_ALREADY_EXISTS', m.EMAIL_ALREADY_EXISTS, 'Email already exists'],
  ['SIGNUP_INCOMPLETE', m.SIGNUP_INCOMPLETE, 'Signup Incomplete'],
  ['SIGNUP_ERROR', m.SIGNUP_ERROR, 'Signup Error'],
  ['SIGNUP_ALMOST_DONE', m.SIGNUP_ALMOST_DONE, 'Signup Almost Done'],
  ['SOMETHING_WENT_WRONG', m.SOMETHING_WENT_WRONG, 'Something went wrong'],
  ['SIGN_UP_FAILED', m.SIGN_UP_FAILED, 'Sign up Failed'],
  ['SIGN_IN_FAILED', m.SIGN_IN_FAILED, 'Sign in Failed'],
  ['SIGN_OUT_FAILED', m.SIGN_OUT_FAILED, 'Sign out Failed'],
  ['EMAIL_OTP_VERIFY_HINT', m.EMAIL_OTP_VERIFY_HINT, 'Ensure the OTP is correct. Also check spam folder.'],
  ['EMAIL_OTP_VERIFICATION_ISSUE', m.EMAIL_OTP_VERIFICATION_ISSUE, 'Email OTP Verification Issue'],
  ['PROFILE_CREATION_FAILED', m.PROFILE_CREATION_FAILED, 'Profile Creation Failed'],
  [
    'PROFILE_DUPLICATE',
    m.PROFILE_DUPLICATE,
    'This Email id or Mobile number is already used for signup. Please try registering through another Email id and/or mobile number.',
  ],
  ['AUTH_METADATA_UPDATE_WARNING', m.AUTH_METADATA_UPDATE_WARNING, 'Auth Metadata Update Warning'],
  ['EMAIL_NOT_VERIFIED', m.EMAIL_NOT_VERIFIED, { title: 'Email Not Verified', description: 'Authentication Error' }],
  ['MOBILE_CHECK_ERROR', m.MOBILE_CHECK_ERROR, 'Error checking mobile number'],
  ['districtsLoadFailed', m.districtsLoadFailed('Gujarat'), 'Could not load districts for Gujarat'],
  ['FAILED_TO_SEND_EMAIL_OTP', m.FAILED_TO_SEND_EMAIL_OTP, 'Failed to Send Email OTP'],
  [
    'LOGIN_FAILED',
    m.LOGIN_FAILED,
    { title: 'Login Failed', description: 'OTP verification failed or session could not be established.' },
  ],
  ['FUNCTION_INVOKE_ERROR', m.FUNCTION_INVOKE_ERROR, 'Function Invoke Error'],
  ['USER_STATUS_UNVERIFIED', m.USER_STATUS_UNVERIFIED, 'Could not verify user status'],
  ['TRIAL_PERIOD_EXPIRED', m.TRIAL_PERIOD_EXPIRED, 'Trial Period Expired'],
  ['ERROR_SENDING_RESET_LINK', m.ERROR_SENDING_RESET_LINK, 'Error Sending Reset Link'],
  ['INVALID_RESET_LINK', m.INVALID_RESET_LINK, 'Invalid or expired password reset link. Please request a new one.'],
  ['CANNOT_UPDATE_PASSWORD', m.CANNOT_UPDATE_PASSWORD, 'Cannot Update Password'],
  [
    'PASSWORD_UPDATE_FAILED',
    m.PASSWORD_UPDATE_FAILED,
    {
      title: 'Password Update Failed',
      description: 'Could not update password. The link may have expired or an error occurred.',
    },
  ],
  ['UNEXPECTED_ERROR', m.UNEXPECTED_ERROR, 'An unexpected error occurred...'],
  ['PASSWORD_UPDATED', m.PASSWORD_UPDATED, 'Password Updated Successfully!'],
  [
    'ERROR_LOADING_PROFILE',
    m.ERROR_LOADING_PROFILE,
    { title: 'Error Loading Profile', description: 'Please try again later.' },
  ],
  [
    'PROFILE_LOAD_FAILED_PAGE',
    m.PROFILE_LOAD_FAILED_PAGE,
    'Failed to load profile. The user may not exist or there was a connection issue.',
  ],
  [
    'PROFILE_NOT_FOUND_BASIC',
    m.PROFILE_NOT_FOUND_BASIC,
    { title: 'Profile Not Found. Displaying basic profile', description: 'Could not load all details...' },
  ],
  ['ERROR_FETCHING_PURCHASE_ENQUIRIES', m.ERROR_FETCHING_PURCHASE_ENQUIRIES, 'Error Fetching Purchase Enquiries'],
  ['ERROR_FETCHING_SALES_OFFERS', m.ERROR_FETCHING_SALES_OFFERS, 'Error Fetching Sales Offers'],
  ['ERROR_FETCHING_BIDS', m.ERROR_FETCHING_BIDS, 'Error Fetching Bids'],
  ['ERROR_DELETING_ITEMS', m.ERROR_DELETING_ITEMS, 'Error Deleting enquiry(s)/offer(s)'],
  ['ITEMS_DELETED', m.ITEMS_DELETED, 'Enquiry(s)/Offer(s) Deleted'],
  ['AUTHENTICATION_ERROR', m.AUTHENTICATION_ERROR, 'Authentication Error'],
  [
    'UNAUTHORIZED_EDIT',
    m.UNAUTHORIZED_EDIT,
    { title: 'Unauthorized', description: 'You can only edit your own profile.' },
  ],
  ['PROFILE_DATA_LOAD_FAILED', m.PROFILE_DATA_LOAD_FAILED, 'Error: Failed to load profile data'],
  ['COMPLETE_YOUR_PROFILE', m.COMPLETE_YOUR_PROFILE, 'Complete Your Profile'],
  ['UPDATE_FAILED', m.UPDATE_FAILED, 'Update Failed'],
  ['PROFILE_UPDATED', m.PROFILE_UPDATED, 'Profile Updated'],
  ['PROFILE_DELETION_FAILED', m.PROFILE_DELETION_FAILED, 'Profile Deletion Failed'],
  ['PROFILE_DELETION_SUCCESSFUL', m.PROFILE_DELETION_SUCCESSFUL, 'Profile Deletion Successful'],
  ['COPIED', m.COPIED, 'Copied!'],
  ['COPY_FAILED', m.COPY_FAILED, 'Failed'],
  ['NO_ENQUIRIES_OR_OFFERS', m.NO_ENQUIRIES_OR_OFFERS, 'No enquiries/offers found'],
  ['NO_BIDS_YET', m.NO_BIDS_YET, 'You have not placed any bids yet.'],
  ['NO_VENDORS_YET', m.NO_VENDORS_YET, 'No vendors have been registered yet.'],
  ['AUTH_SESSION_MISSING', m.AUTH_SESSION_MISSING, 'Auth session missing!'],
];

describe("messages are the spec's words", () => {
  it.each(SPEC_TEXT)('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('toast for a schema issue', () => {
  it("pairs a reported description with the spec's title", () => {
    expect(m.toastForIssue('Please enter a valid email address.')).toEqual(m.INVALID_EMAIL);
    expect(m.toastForIssue('Password must contain at least one special character.')).toEqual({
      title: 'Invalid Password',
      description: 'Password must contain at least one special character.',
    });
    expect(m.toastForIssue('Email OTP must be 6 digits.')).toEqual(m.INVALID_OTP_LENGTH);
    expect(m.toastForIssue('Please enter a valid 10-digit Indian mobile number.')).toEqual(m.INVALID_MOBILE_NUMBER);
  });

  it('uses an unpaired message as the title', () => {
    expect(m.toastForIssue('Passwords Do Not Match')).toEqual({ title: 'Passwords Do Not Match' });
  });
});

/**
 * User-facing messages of the accounts and shell areas (accounts-and-shell §5 and §8, plus the access
 * and membership messages of trade-features), word for word. A toast is a `Message`; a bare string is
 * inline text or a field error. Texts the spec does not word are grouped at the end and marked.
 */
import { formatCount } from './format.ts';

export interface Message {
  title: string;
  description?: string;
}

/** The product name; the spec writes it as {product}. */
export const PRODUCT_NAME = 'LoomConnect';

// Signup (§5)
export const INVALID_EMAIL = { title: 'Invalid Email', description: 'Please enter a valid email address.' } as const;
/**
 * The spec's sign-up password toast. Sign-up now follows the password policy (password-policy.ts), so the title
 * goes with each rule's message (PASSWORD_STRENGTH); the 6-character text is kept as the spec words it.
 */
export const INVALID_PASSWORD = {
  title: 'Invalid Password',
  description: 'Password must be at least 6 characters.',
} as const;
export const PASSWORDS_DO_NOT_MATCH = { title: 'Passwords Do Not Match' } as const;
export const EMAIL_OTP_REQUIRED = 'Please enter the OTP sent to your email.';
export const INDIAN_MOBILE_INVALID = 'Please enter a valid 10-digit Indian mobile number.';

// Profile form mobile rules (§5)
export const COUNTRY_CODE_REQUIRED_WITH_MOBILE = 'Country code is required with mobile number.';
export const MOBILE_REQUIRED_WITH_CODE = 'Mobile number is required with country code.';
export const MOBILE_REQUIRED_FOR_INDIA = 'Mobile number is required for India.';
export const INDIA_MOBILE_FORMAT =
  'For India, please enter a valid 10-digit mobile number starting with 6, 7, 8, or 9.';
/** The edit page's toast for a bad Indian number. */
export const INVALID_MOBILE_NUMBER = { title: 'Invalid Mobile Number', description: INDIAN_MOBILE_INVALID } as const;
export const OTHER_MOBILE_FORMAT = 'Please enter a valid mobile number (7-15 digits).';
export const MOBILE_TAKEN = 'This mobile number is already registered with a different account.';

// Login (§5)
export const INVALID_OTP_LENGTH = { title: 'Invalid OTP Length', description: 'Email OTP must be 6 digits.' } as const;

// Password update (§5)
export const PASSWORDS_DO_NOT_MATCH_UPDATE = 'Passwords do not match.';
export const PASSWORD_HINT = 'Min. 8 chars: 1 uppercase, 1 lowercase, 1 number.';
/** Not worded by the spec: the fifth rule, which its hint leaves out, shown after it. */
export const PASSWORD_SPECIAL_HINT = 'Also 1 special character, such as ! @ # $ % & *.';
/** The session client's strength messages, in the order they are checked. */
export const PASSWORD_STRENGTH = {
  length: 'Password must be at least 8 characters long.',
  uppercase: 'Password must contain at least one uppercase letter.',
  lowercase: 'Password must contain at least one lowercase letter.',
  number: 'Password must contain at least one number.',
  special: 'Password must contain at least one special character.',
} as const;

// Shell (§2) and access (trade-features §2, §6)
export const SIGNED_IN = { title: 'Signed In!', description: 'Welcome back!' } as const;
export const PRE_LAUNCH_OFFERS = 'Pre-Launch Offers Now Live';
export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_SOURCING =
  'Access Denied - This sourcing dashboard is only available to company executives and administrators.';
export const ACCESS_DENIED_BID_SUBMISSION = 'Access Denied: You must be logged in to view and submit bids.';
export const ACCESS_DENIED_BID_MANAGEMENT = 'Access Denied: This page is only accessible to corporate executives.';
export const ALREADY_PREMIUM = {
  title: 'Already a Premium Member',
  description: 'You already have a Paid Membership or higher.',
} as const;

// Page titles and texts (§2, §4)
export const LOGIN_TITLE = `Login to ${PRODUCT_NAME}`;
export const UPDATE_PASSWORD_HEADING = 'Update Your Password';
export const PROFILE_FORM_TITLE = { create: 'Complete Your Profile', edit: 'Edit Your Profile' } as const;
export const LOADING_DISTRICTS = 'Loading districts...';
export const PROFILE_INCOMPLETE_BANNER = 'Profile Incomplete';

// Signup and OTP errors (§8)
export const EMAIL_ALREADY_EXISTS = 'Email already exists';
export const SIGNUP_INCOMPLETE = 'Signup Incomplete';
export const SIGNUP_ERROR = 'Signup Error';
export const SIGNUP_ALMOST_DONE = 'Signup Almost Done';
export const SOMETHING_WENT_WRONG = 'Something went wrong';
export const SIGN_UP_FAILED = 'Sign up Failed';
export const SIGN_IN_FAILED = 'Sign in Failed';
export const SIGN_OUT_FAILED = 'Sign out Failed';
export const EMAIL_OTP_VERIFY_HINT = 'Ensure the OTP is correct. Also check spam folder.';
export const EMAIL_OTP_VERIFICATION_ISSUE = 'Email OTP Verification Issue';

// Profile creation errors (§8)
export const PROFILE_CREATION_FAILED = 'Profile Creation Failed';
export const PROFILE_DUPLICATE =
  'This Email id or Mobile number is already used for signup. Please try registering through another Email id and/or mobile number.';
export const AUTH_METADATA_UPDATE_WARNING = 'Auth Metadata Update Warning';
export const EMAIL_NOT_VERIFIED = { title: 'Email Not Verified', description: 'Authentication Error' } as const;
export const MOBILE_CHECK_ERROR = 'Error checking mobile number';
export function districtsLoadFailed(state: string): string {
  return `Could not load districts for ${state}`;
}

// Login errors (§8)
export const FAILED_TO_SEND_EMAIL_OTP = 'Failed to Send Email OTP';
export const LOGIN_FAILED = {
  title: 'Login Failed',
  description: 'OTP verification failed or session could not be established.',
} as const;
export const FUNCTION_INVOKE_ERROR = 'Function Invoke Error';
/*
 * Not worded by the spec: what the login says when a step is refused or cannot be done, so the person knows
 * what to do next (the server's own words, such as 'Invalid OTP. 4 attempt(s) left.', follow the title).
 */
export const NO_ACCOUNT_FOR_EMAIL = {
  title: 'No account with this email',
  description: 'There is no LoomConnect account for this email address. Check it, or sign up to create one.',
} as const;
export const COULD_NOT_SEND_OTP = 'Could Not Send OTP';
export const SERVER_UNREACHABLE =
  'Could not reach LoomConnect. Check your internet connection and try again in a moment.';
export const USER_STATUS_UNVERIFIED = 'Could not verify user status';
export const TRIAL_PERIOD_EXPIRED = 'Trial Period Expired';
/**
 * Not worded by the spec: the 'Trial Period Expired' message and its pay link (the app links
 * TRIAL_PAY_LINK to the payment page). The server's refusals say the same.
 */
export const TRIAL_EXPIRED_TEXT = 'Your 15-day free trial has ended. To keep using your account,';
export const TRIAL_PAY_LINK = 'upgrade to Paid Membership';
export const ERROR_SENDING_RESET_LINK = 'Error Sending Reset Link';

// Password update errors (§8)
export const INVALID_RESET_LINK = 'Invalid or expired password reset link. Please request a new one.';
export const CANNOT_UPDATE_PASSWORD = 'Cannot Update Password';
export const PASSWORD_UPDATE_FAILED = {
  title: 'Password Update Failed',
  description: 'Could not update password. The link may have expired or an error occurred.',
} as const;
export const UNEXPECTED_ERROR = 'An unexpected error occurred...';
export const PASSWORD_UPDATED = 'Password Updated Successfully!';

// Profile view and edit (§8)
export const ERROR_LOADING_PROFILE = {
  title: 'Error Loading Profile',
  description: 'Please try again later.',
} as const;
export const PROFILE_LOAD_FAILED_PAGE =
  'Failed to load profile. The user may not exist or there was a connection issue.';
export const PROFILE_NOT_FOUND_BASIC = {
  title: 'Profile Not Found. Displaying basic profile',
  description: 'Could not load all details...',
} as const;
export const ERROR_FETCHING_PURCHASE_ENQUIRIES = 'Error Fetching Purchase Enquiries';
export const ERROR_FETCHING_SALES_OFFERS = 'Error Fetching Sales Offers';
export const ERROR_FETCHING_BIDS = 'Error Fetching Bids';
export const ERROR_DELETING_ITEMS = 'Error Deleting enquiry(s)/offer(s)';
export const ITEMS_DELETED = 'Enquiry(s)/Offer(s) Deleted';
export const AUTHENTICATION_ERROR = 'Authentication Error';
export const UNAUTHORIZED_EDIT = { title: 'Unauthorized', description: 'You can only edit your own profile.' } as const;
export const PROFILE_DATA_LOAD_FAILED = 'Error: Failed to load profile data';
export const COMPLETE_YOUR_PROFILE = 'Complete Your Profile';
export const UPDATE_FAILED = 'Update Failed';
export const PROFILE_UPDATED = 'Profile Updated';
export const PROFILE_DELETION_FAILED = 'Profile Deletion Failed';
export const PROFILE_DELETION_SUCCESSFUL = 'Profile Deletion Successful';
export const COPIED = 'Copied!';
export const COPY_FAILED = 'Failed';
export const NO_ENQUIRIES_OR_OFFERS = 'No enquiries/offers found';
export const NO_BIDS_YET = 'You have not placed any bids yet.';
export const NO_VENDORS_YET = 'No vendors have been registered yet.';

// Session client, generic (§8)
export const AUTH_SESSION_MISSING = 'Auth session missing!';

/*
 * Not worded by the spec: required-field and format texts for rules it states without a message.
 * Kept short and in the same voice; change them here only.
 */
export const REQUIRED = {
  email: 'Please enter your email address.',
  otp: 'Please enter the OTP.',
  mobileNumber: 'Please enter your mobile number.',
  memberName: 'Member name is required.',
  businessName: 'Business name is required.',
  country: 'Country is required.',
  pinZipCode: 'PIN/ZIP code is required.',
  state: 'State is required.',
  district: 'District is required.',
  city: 'City or region is required.',
} as const;
export const MOBILE_DIGITS_ONLY = 'Mobile number must contain digits only.';
/** A text longer than its column allows, in the spec's voice (as 'Blend ratio must be 30 characters or less.'). */
export function tooLong(label: string, max: number): string {
  return `${label} must be ${formatCount(max)} characters or less.`;
}
export const MOBILE_OTP_LENGTH = { title: 'Invalid OTP Length', description: 'OTP must be 6 digits.' } as const;
export const PIN_ZIP_TOO_LONG = 'PIN/ZIP code must be at most 10 characters.';
export const MEMBERSHIP_CHOICE = 'Please choose Free Member or Paid Member.';
export const REFERRAL_CODE_FORMAT = 'Referral codes are 4-16 letters or digits.';
export const BUSINESS_TYPE_UNKNOWN = 'Please choose business types from the list.';

/** Toasts whose description is what a schema reports, so a form can show the spec's title with it. */
const PAIRED: readonly Message[] = [
  INVALID_EMAIL,
  ...Object.values(PASSWORD_STRENGTH).map((description) => ({ title: INVALID_PASSWORD.title, description })),
  INVALID_OTP_LENGTH,
  MOBILE_OTP_LENGTH,
  INVALID_MOBILE_NUMBER,
];

/** The toast for a schema issue: the spec's title/description pair when there is one, else the text as title. */
export function toastForIssue(text: string): Message {
  return PAIRED.find((m) => m.description === text) ?? { title: text };
}

/*
 * Referral-code regeneration on the own profile (§9): the spec states the rule, not its messages.
 * Not worded by the spec; same voice as above.
 */
export const referralCodeUpdated = (code: string): Message => ({
  title: 'Referral Code Updated',
  description: `Your referral code is now ${code}.`,
});
export const REFERRAL_CODE_NOT_CHANGED = 'Referral Code Not Changed';
/** Why no new code was made or saved: the rule's reasons, and 'taken' when another member saved it first. */
export const REFERRAL_CODE_REFUSALS = {
  'name-missing':
    'Add your member name in English letters to your profile first: the code starts with its first letter.',
  'mobile-too-short':
    'Add a mobile number of at least 5 digits to your profile first: the code ends with its last 5 digits.',
  'all-taken': 'Every code made from your name and mobile number is already in use. Please try again later.',
  taken: 'Another member took that code a moment ago. Please try again.',
} as const;

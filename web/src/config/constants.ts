/** The client's own constants of spec section 9; the product facts the API shares live in domain/product. */
export const API_TIMEOUT_MS = 10_000;
export const PERSISTENCE_TIMEOUT_MS = 5_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_KEY = 'authToken';
export const EMAIL_VERIFIED_FLAG = 'email_verified';
export const BANNER_DISMISSED_KEY = 'maintenance_banner_dismissed';
export const PERSIST_ROOT_KEY = 'greencard';
export const TOAST_SUCCESS_MS = 2_000;
export const TOAST_ERROR_MS = 4_000;
export const TOAST_DEFAULT_MS = 4_000;
export const TOAST_LIMIT = 20;
export const CHECKS_MIN_MS = 2_500;
export const CHECKS_STAGE_MS = 500;
export const ELIGIBILITY_MIN_MS = 3_000;
export const ELIGIBILITY_STAGE_MS = 600;
export const PDF_POLL_MS = 2_000;
export const VERIFIED_TAB_CLOSE_MS = 2_500;
export const RESET_REDIRECT_MS = 3_000;
export const AUTOSAVE_PAUSE_MS = 800;
export const SKELETON_ROWS = 3;
export const PREVIEW_PANEL_HEIGHT_PX = 800;
/**
 * Operator placeholders (spec section 2: "values are placeholders of the operator"): a fictional
 * 555-01xx number and the reserved example.com domain, to be replaced with the operator's real
 * support line and address before launch.
 */
export const SUPPORT_PHONE_PLACEHOLDER = '+1 (555) 010-0199';
export const SUPPORT_EMAIL_PLACEHOLDER = 'support@example.com';

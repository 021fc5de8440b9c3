// reCAPTCHA v3 actions: the SPA's route table and the API's @Recaptcha() guard name the same action.
// Kept apart from the endpoint modules so the route table (in the SPA's entry chunk) pulls in nothing else.

/** The reCAPTCHA action of the renewal page; the API verifies the token was made for it. */
export const RENEW_SUBSCRIPTION_ACTION = 'renew_subscription';

/** The employer's Webhooks section (docs/webhooks.md), where its pages and actions lead back. */
export const WEBHOOKS_PAGE = '/employer/account/webhooks';

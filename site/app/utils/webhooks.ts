/** The employer's Webhooks section (docs/webhooks.md), where its pages and actions lead back. */
export const WEBHOOKS_PAGE = '/employer/account/webhooks';

/** The dictionary key of an event type's name (`hire.paid` -> `webhooks.eventNames.hire_paid`). */
export const eventKey = (type: string) => `webhooks.eventNames.${type.replace('.', '_')}`;

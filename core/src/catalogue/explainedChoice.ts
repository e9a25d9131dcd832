/**
 * A comply card's choice that explains a provision instead of disclosing it: explained, or not applicable
 * (`DISCLOSURE_CHOICES`, catalogue/comply.ts). A module of its own so a reader of answers bundles no choice labels.
 */
export const explainsProvision = (choice: unknown) => choice === 'explained' || choice === 'notApplicable';

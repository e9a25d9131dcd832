import { FactorLibrary } from '../components/FactorLibrary';

/** /administration/emission_factors (ADR 0018): the factor library with its revisions. */
export function FactorsPage() {
  return <FactorLibrary />;
}

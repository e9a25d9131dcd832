import { FactorLibrary } from '../components/FactorLibrary';

/** /administration/emission_factors (issue 5 §7): the factor library with its revisions. */
export function FactorsPage() {
  return <FactorLibrary />;
}

import { useQuery } from '@tanstack/react-query';
import { companyOptionsQuery } from '../../../api/companyOptions';

export type { CompanyOption } from '../../../api/companyOptions';

/** GET /api/comp/all, every page: the companies a new configuration can be made for. */
export const useCompanies = (enabled: boolean) => useQuery({ ...companyOptionsQuery(), enabled });

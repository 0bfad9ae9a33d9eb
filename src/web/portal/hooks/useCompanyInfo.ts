import useSWR from 'swr';
import type { CompanyInfoView } from '../../../modules/accounts/index';
import { portalFetcher } from '../../shared/api';
import type { Json } from '../../shared/json';

const COMPANY_KEY = '/api/v2/company-info';

/** The company info as GET /api/v2/company-info answers it (null before Setup is saved). */
export type CompanyInfo = Json<CompanyInfoView>;

/** The account's company info: its name, posting rhythm and time, time zone and logo. */
export function useCompanyInfo() {
  return useSWR<{ success: boolean; companyInfo: CompanyInfo | null }>(COMPANY_KEY, portalFetcher);
}

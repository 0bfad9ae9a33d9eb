import { ApiError } from '../../../shared/api';

/** Business accounts and their admin users as GET /api/accounts answers them (admin-area.md §3). */
export interface AdminUser {
  id: number;
  accountId: number;
  email: string;
  /** business_admin, editor or reviewer (issue 23). */
  role?: 'business_admin' | 'editor' | 'reviewer';
}
export interface Account {
  id: number;
  businessName: string;
  status: 'trial' | 'active';
  createdAt: string;
  adminUsers: AdminUser[];
}

export const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

export const accountStatusColor = (status: string) => (status === 'active' ? 'green' : 'blue');

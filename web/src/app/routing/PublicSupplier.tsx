import { QueryClientProvider } from '@tanstack/react-query';
import { SupplierPage } from '../../features/supplier/pages/SupplierPage';
import { queryClient } from '../queryClient';

/** The public supplier data request page outside the shell (ADR 0119): it reads and writes through react-query too. */
export function PublicSupplier() {
  return (
    <QueryClientProvider client={queryClient}>
      <SupplierPage />
    </QueryClientProvider>
  );
}

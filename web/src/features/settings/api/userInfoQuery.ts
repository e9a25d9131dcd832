import { queryOptions } from '@tanstack/react-query';
import { fetchUserInfo } from '../../../session/api/userInfo';

/** Hierarchical keys: ['account', 'userInfo'] is invalidated by anything that edits the profile. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'userInfo'] as const,
};

export const userInfoQuery = () => queryOptions({ queryKey: accountKeys.userInfo(), queryFn: fetchUserInfo });

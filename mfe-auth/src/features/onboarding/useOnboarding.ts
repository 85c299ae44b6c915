import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { profileKeys } from '@vitrina/shared/data';
import { fetchOnboardingProfile, onboardingKeys, saveOnboarding, type OnboardingValues } from './onboardingApi';

export function useOnboardingProfile(userId: string | undefined) {
  return useQuery({
    queryKey: onboardingKeys.profile(userId ?? ''),
    queryFn: () => fetchOnboardingProfile(userId as string),
    enabled: Boolean(userId),
  });
}

export function useSaveOnboarding(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: OnboardingValues) => saveOnboarding(userId as string, values),
    // Every cached read of this profile (dashboard, sell checks) is now out of date.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.own(userId ?? '') }),
  });
}

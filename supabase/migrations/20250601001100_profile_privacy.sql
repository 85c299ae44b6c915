-- A phone number is seen only by its owner and the review staff.
-- Postgres cannot hide a column per row, so `profiles` rows are now private (owner and trusted users) and
-- everyone else reads the public part of every profile through the view `public_profiles`.

drop policy "profiles are visible to everyone" on public.profiles;

create policy "users read their own profile"
  on public.profiles for select to authenticated
  using (id = (select auth.uid()));

create policy "trusted users read every profile"
  on public.profiles for select to authenticated
  using ((select public.is_trusted()));

-- Visitors have no profile of their own: the view is all they read (the column grant of 000400 goes).
revoke all on public.profiles from anon;

-- Runs with its owner's rights (the migration's role owns `profiles`, so its row policies do not apply here):
-- that is what lets it show every row, and why it lists only columns anyone may see. The seller summary of
-- spec §7 (id, username, display_name, avatar_url, created_at, is_verified, rating, sales_count) plus the
-- verification badges.
create view public.public_profiles as
  select id, username, display_name, avatar_url, created_at, is_verified, identity_verified, verification_level,
         rating, sales_count
  from public.profiles;

comment on view public.public_profiles is
  'The public part of every profile (seller cards, conversations); profiles itself is private to its owner.';

-- A simple view is updatable and Supabase's default privileges grant everything on new relations:
-- read-only for every API role, so no write can go around the policies of `profiles`.
revoke all on public.public_profiles from public, anon, authenticated, service_role;
grant select on public.public_profiles to anon, authenticated, service_role;

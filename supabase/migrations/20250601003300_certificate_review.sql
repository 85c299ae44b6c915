-- A staff-verified certificate cannot be swapped by its owner (issue #20, hole 3).
--
-- guard_verified_certificate (001400) fired only when certifier or certificate_number was in the UPDATE and looked
-- only at the old status, and guard_product (000200) let the owner set authentication_status 'pending' or 'none':
-- so the owner left 'verified' in one PATCH and changed the certificate in a second, and the piece kept
-- is_certified (the visitors' "authenticated" filter) for a certificate nobody had seen.
--
-- The rules now, for every client write (REST, rpc/update_listing) by anyone but the review staff:
--   * once the staff verified a piece's certificate, its authentication_status, certifier and certificate_number
--     stay as verified (42501); only the staff change them (is_certified was already theirs, guard_product);
--   * on a piece not verified, a change of certificate sends it back to the staff: authentication_status becomes
--     'pending' ('none' when the certificate was removed), whatever the client sent; the listing stays as it is.
-- And for every write: is_certified follows authentication_status (true exactly when 'verified'), so a piece is
-- under "authenticated" only while its certificate is verified, and the staff's verification puts it there. A
-- check constraint holds that for rows written by any role.
--
-- The trigger keeps the name products_verified_certificate and now fires on every insert and update, after
-- products_guard (triggers of one event fire in name order), so it sees what guard_product let through.

create or replace function public.guard_verified_certificate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and public.acting_as_client() and not public.is_trusted() then
    if old.authentication_status = 'verified' then
      if (new.authentication_status, new.certifier, new.certificate_number)
         is distinct from (old.authentication_status, old.certifier, old.certificate_number) then
        raise exception 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada'
          using errcode = '42501';
      end if;
    elsif (new.certifier, new.certificate_number) is distinct from (old.certifier, old.certificate_number) then
      new.authentication_status := case
        when nullif(btrim(coalesce(new.certifier, '')), '') is null
         and nullif(btrim(coalesce(new.certificate_number, '')), '') is null then 'none'
        else 'pending'
      end;
    end if;
  end if;
  new.is_certified := new.authentication_status = 'verified';
  return new;
end
$$;

drop trigger if exists products_verified_certificate on public.products;
create trigger products_verified_certificate
  before insert or update on public.products
  for each row execute function public.guard_verified_certificate();

-- Rows from before: a piece certified without a verified status is no longer certified, a verified one is.
update public.products
   set is_certified = (authentication_status = 'verified')
 where is_certified is distinct from (authentication_status = 'verified');

alter table public.products
  add constraint products_certified_when_verified check (is_certified = (authentication_status = 'verified'));

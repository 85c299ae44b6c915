-- Once the review staff has verified a piece's certificate, its certifier and certificate number are part of what
-- they verified: the seller may no longer change them (else the badge would vouch for a certificate nobody saw).
-- Before verification, and after a rejection, the seller edits them freely and asks for review again.
create or replace function public.guard_verified_certificate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.acting_as_client()
     and old.authentication_status = 'verified'
     and (new.certifier, new.certificate_number) is distinct from (old.certifier, old.certificate_number)
     and not public.is_trusted() then
    raise exception 'Solo el equipo de revisión puede cambiar el certificado de una pieza verificada'
      using errcode = '42501';
  end if;
  return new;
end
$$;

create trigger products_verified_certificate
  before update of certifier, certificate_number on public.products
  for each row execute function public.guard_verified_certificate();

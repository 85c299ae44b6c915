-- The certificate a seller declares when listing reaches the piece's page (issue #22, item 9).
--
-- The sell form inserts certifier and certificate_number without an authentication_status, so the column default
-- 'none' stayed: staff published the piece and its page said "no tiene una autenticación registrada" although the
-- seller had declared JSA AB12345. guard_product (000200) only kept a client's insert to 'none' or 'pending'.
--
-- Now on every client insert the status follows what was declared, whatever the client sent: a certifier or a
-- certificate number → 'pending' (declared by the seller, waiting for the staff to verify it), neither → 'none'.
-- Updates keep the rules of 003300 unchanged (body restated from there). Rows listed before with a declared
-- certificate and status 'none' become 'pending'.

create or replace function public.guard_verified_certificate() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and public.acting_as_client() then
    new.authentication_status := case
      when nullif(btrim(coalesce(new.certifier, '')), '') is null
       and nullif(btrim(coalesce(new.certificate_number, '')), '') is null then 'none'
      else 'pending'
    end;
  elsif tg_op = 'UPDATE' and public.acting_as_client() and not public.is_trusted() then
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

update public.products
   set authentication_status = 'pending'
 where authentication_status = 'none'
   and (nullif(btrim(coalesce(certifier, '')), '') is not null
        or nullif(btrim(coalesce(certificate_number, '')), '') is not null);

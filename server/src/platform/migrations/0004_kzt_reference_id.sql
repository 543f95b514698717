-- KZT is currency 4 in the reference dictionary (sdk/src/dictionaries/currencies.ts). Databases created before
-- 0001 said so have it as 87: move it when nothing refers to it yet (an account in it keeps the old id).
do $$
begin
  if exists (select 1 from currencies where id = 87 and code = 'KZT')
     and not exists (select 1 from currencies where id = 4)
     and not exists (select 1 from ledger_accounts where currency_id = 87) then
    update currencies set id = 4 where id = 87;
  end if;
end;
$$;

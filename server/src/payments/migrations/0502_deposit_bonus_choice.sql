-- The player's first-deposit bonus choice made with the deposit (SPEC §3 firstDepositBonusChoice: the offer key
-- '1st' sport, 'slot_first_deposit' casino; null for none). bonuses/ grants it when the deposit is approved.
alter table payment_requests add column bonus_choice text;

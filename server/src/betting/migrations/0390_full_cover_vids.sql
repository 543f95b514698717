-- Named full covers (sdk/src/betting/full-covers.ts): vid 4 doubles up (Trixie … Goliath), vid 5 with singles
-- (Patent, Lucky 15/31/63); vid 3 is the bet builder's (0240).
alter table bets drop constraint bets_vid_check;
alter table bets add constraint bets_vid_check check (vid in (0, 1, 2, 3, 4, 5));

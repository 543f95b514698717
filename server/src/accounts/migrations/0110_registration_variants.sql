-- Registration variants short and full-v1 (SPEC §2): the new type names and the personal data full-v1 asks for.
alter table users drop constraint if exists users_registration_type_check;
alter table users add constraint users_registration_type_check
  check (registration_type in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_v1_reg'));
alter table users add column surname text;
alter table users add column birth_date date;

-- Custom registration (SPEC §2): its type name.
alter table users drop constraint if exists users_registration_type_check;
alter table users add constraint users_registration_type_check
  check (registration_type in ('fast_reg', 'phone_reg', 'full_reg', 'soc_reg', 'short_reg', 'full_v1_reg',
    'pay_and_play_reg', 'custom_reg'));

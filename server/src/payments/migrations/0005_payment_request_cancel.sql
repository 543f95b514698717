-- A player may cancel their own pending withdrawal request (the office's payment requests list): the held amount
-- goes back to the account, and the request ends as 'cancelled'.
alter table payment_requests drop constraint payment_requests_status_check;
alter table payment_requests
  add constraint payment_requests_status_check check (status in ('pending', 'approved', 'declined', 'cancelled'));

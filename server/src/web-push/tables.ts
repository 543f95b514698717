export interface WebPushSubscriptionsTable {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
  lang: string;
  created_at: Date;
}

export interface WebPushVapidTable {
  id: number;
  public_key: string;
  private_key: string;
}

declare module '../db' {
  interface Tables {
    web_push_subscriptions: WebPushSubscriptionsTable;
    web_push_vapid: WebPushVapidTable;
  }
}

import * as z from 'zod/mini';

/** Body of GET /web-api/user/gettoken, read by the client as response.data.data.token (SPEC §7). */
export const userTokenResponse = z.object({
  success: z.literal(true),
  data: z.object({ token: z.string() }),
});
export type UserTokenResponse = z.infer<typeof userTokenResponse>;

/** Body of GET /web-api/api/mobile/v1/token/ and POST …/token/refresh (JSON:API). */
export const serviceTokenResponse = z.object({
  data: z.object({
    type: z.literal('token'),
    attributes: z.object({
      userToken: z.string(),
      /** ISO 8601 UTC instant at which the token stops being accepted (the JWT exp). */
      expireDate: z.string(),
    }),
  }),
});
export type ServiceTokenResponse = z.infer<typeof serviceTokenResponse>;

/** Claims of the tokens the server signs (HS256). */
export const tokenClaims = z.object({
  sub: z.string(),
  sid: z.string(),
  typ: z.enum(['user', 'service']),
  iat: z.number().check(z.int()),
  exp: z.number().check(z.int()),
});
export type TokenClaims = z.infer<typeof tokenClaims>;

/**
 * The per-call `schema` is any Standard Schema (zod, zod/mini, valibot…): the request layer needs only
 * `~standard.validate`, so it does not pull a particular zod build into every bundle.
 */
export interface SchemaIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}

export type SchemaResult<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<SchemaIssue> };

export interface ResponseSchema<Output = unknown> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => SchemaResult<Output> | Promise<SchemaResult<Output>>;
    readonly types?: { readonly input: unknown; readonly output: Output } | undefined;
  };
}

export type SchemaOutput<S> = S extends ResponseSchema<infer O> ? O : unknown;

export function issuePath(issue: SchemaIssue): string {
  return (issue.path ?? [])
    .map((part) => String(typeof part === 'object' && part !== null ? part.key : part))
    .join('.');
}

export async function validateWith<Output>(
  schema: ResponseSchema<Output>,
  value: unknown,
): Promise<{ value: Output } | { issues: Array<{ path: string; message: string }> }> {
  const result = await schema['~standard'].validate(value);
  if (result.issues)
    return { issues: result.issues.map((issue) => ({ path: issuePath(issue), message: issue.message })) };
  return { value: result.value };
}

export { getQueryClient } from "./query-client";
export { request } from "./request";
export { RequestError } from "./request-error";
export type {
  HttpMethod,
  RequestFailure,
  RequestFailureKind,
  RequestOptions,
} from "./request-options";
export { type ApiQueryOptions, useApiQuery } from "./use-api-query";
export { useBootstrapRates } from "./use-bootstrap-rates";

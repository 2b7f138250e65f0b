// Per-provider concurrency limits, shared by every run of one scheduler.
import pLimit, { type LimitFunction } from 'p-limit';

export class ProviderLimits {
  private readonly limits = new Map<string, LimitFunction>();

  /** The limiter of a provider; created with `maxConcurrency` the first time the provider is seen. */
  get(providerKey: string, maxConcurrency: number): LimitFunction {
    let limit = this.limits.get(providerKey);
    if (!limit) {
      limit = pLimit(Math.max(1, Math.floor(maxConcurrency)));
      this.limits.set(providerKey, limit);
    }
    return limit;
  }

  /** Changes a provider's limit (applies to queued work at once). */
  set(providerKey: string, maxConcurrency: number): void {
    const concurrency = Math.max(1, Math.floor(maxConcurrency));
    const limit = this.limits.get(providerKey);
    if (limit) limit.concurrency = concurrency;
    else this.limits.set(providerKey, pLimit(concurrency));
  }

  /** Requests of a provider running right now. */
  active(providerKey: string): number {
    return this.limits.get(providerKey)?.activeCount ?? 0;
  }
}

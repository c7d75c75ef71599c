package dev.refin.spring.boot;

import dev.refin.runtime.client.ApiUsage;
import dev.refin.runtime.client.RequestListener;
import java.time.Duration;
import java.util.List;

/** Tells every listener of a list, in order; the client isolates failures of the whole, so each is called. */
final class CompositeRequestListener implements RequestListener {
    private final RequestListener[] listeners;

    CompositeRequestListener(List<RequestListener> listeners) {
        this.listeners = listeners.toArray(RequestListener[]::new);
    }

    static RequestListener of(List<RequestListener> listeners) {
        return switch (listeners.size()) {
            case 0 -> RequestListener.NONE;
            case 1 -> listeners.get(0);
            default -> new CompositeRequestListener(listeners);
        };
    }

    @Override
    public void requestStarted(Request request) {
        for (RequestListener listener : listeners) {
            listener.requestStarted(request);
        }
    }

    @Override
    public void requestFinished(Request request, int status, Duration elapsed, String failure) {
        for (RequestListener listener : listeners) {
            listener.requestFinished(request, status, elapsed, failure);
        }
    }

    @Override
    public void requestRetried(Request request, Duration delay, String reason) {
        for (RequestListener listener : listeners) {
            listener.requestRetried(request, delay, reason);
        }
    }

    @Override
    public void tokenRefreshed() {
        for (RequestListener listener : listeners) {
            listener.tokenRefreshed();
        }
    }

    @Override
    public void apiUsage(ApiUsage usage) {
        for (RequestListener listener : listeners) {
            listener.apiUsage(usage);
        }
    }
}

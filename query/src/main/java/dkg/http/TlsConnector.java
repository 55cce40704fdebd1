package dkg.http;

import dkg.error.BadInputException;
import java.nio.file.Files;
import org.eclipse.jetty.server.ConnectionFactory;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.ssl.SslContextFactory;

/**
 * Puts HTTPS in place of the plain connector Fuseki built: Jetty's {@link SslContextFactory.Server}
 * over the given keystore, on the same address and port, with the same HTTP settings. A team server
 * may instead stay on plain HTTP behind a proxy that terminates TLS.
 */
final class TlsConnector {
    private TlsConnector() {}

    static void replacePlain(Server jetty, EndpointOptions.Tls tls) {
        if (!Files.isRegularFile(tls.keystore()))
            throw new BadInputException("no keystore at " + tls.keystore() + ": give a PKCS12 or JKS file (keytool -genkeypair, or openssl pkcs12 -export)");
        for (Connector c : jetty.getConnectors()) {
            if (!(c instanceof ServerConnector plain)) continue;
            HttpConfiguration http = null;
            for (ConnectionFactory f : plain.getConnectionFactories())
                if (f instanceof HttpConfiguration.ConnectionFactory h) http = h.getHttpConfiguration();
            HttpConfiguration https = new HttpConfiguration(http != null ? http : new HttpConfiguration());
            SecureRequestCustomizer secure = new SecureRequestCustomizer();
            // Host is checked by HostOriginFilter; a certificate for a name is still reached by address on loopback
            secure.setSniHostCheck(false);
            https.addCustomizer(secure);
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setKeyStorePath(tls.keystore().toAbsolutePath().toString());
            ssl.setKeyStorePassword(tls.password());
            ServerConnector secured = new ServerConnector(jetty, new SslConnectionFactory(ssl, "http/1.1"), new HttpConnectionFactory(https));
            secured.setHost(plain.getHost());
            secured.setPort(plain.getPort());
            jetty.removeConnector(plain);
            jetty.addConnector(secured);
        }
    }

    /** A start failure that is the keystore's fault, as one line; null when it is something else. */
    static BadInputException explain(Throwable e, EndpointOptions.Tls tls) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = String.valueOf(t.getMessage()).toLowerCase(java.util.Locale.ROOT);
            if (t instanceof java.security.UnrecoverableKeyException || m.contains("password") || m.contains("keystore") || m.contains("no key"))
                return new BadInputException("cannot serve HTTPS with the keystore " + tls.keystore() + ": " + t.getMessage().lines().findFirst().orElse("")
                        + " (check the file and --tls-password-file)");
        }
        return null;
    }
}

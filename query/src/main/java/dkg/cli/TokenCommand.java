package dkg.cli;

import dkg.auth.TokenStore;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code token create|list|revoke}: the bearer tokens a team server ({@code serve --bind}) accepts. */
@Command(name = "token", mixinStandardHelpOptions = true,
        description = {"Manage the bearer tokens a team server accepts (serve --bind beyond loopback needs one).",
                "Tokens are kept as SHA-256 hashes in <store>/tokens (mode 0600) or --tokens FILE; a secret is shown once."},
        subcommands = {TokenCommand.Create.class, TokenCommand.ListTokens.class, TokenCommand.Revoke.class})
final class TokenCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Override
    public Integer call() {
        throw new dkg.error.BadInputException("say what to do with tokens: doca-kg token create NAME, token list or token revoke NAME");
    }

    /** Where the tokens are: {@code --tokens FILE}, else {@code tokens} in the store folder. */
    static final class Where {
        /** The command this is mixed into: the shared options are read from it (a mixin of a mixin would not see them). */
        @Spec(Spec.Target.MIXEE) CommandSpec command;

        @Option(names = "--tokens", paramLabel = "FILE", description = "Token file (default: tokens in the store folder).")
        Path tokens;

        CommonOptions common() { return CommonOptions.parsedFor(command); }

        TokenStore store() { return new TokenStore(tokens != null ? tokens : TokenStore.defaultFile(common().storeDir())); }
    }

    @Command(name = "create", mixinStandardHelpOptions = true,
            description = {"Create a token and print its secret on stdout, the only time it is shown.",
                    "Give it to a client as the header Authorization: Bearer SECRET."})
    static final class Create implements Callable<Integer> {
        @Mixin Where where;
        @Parameters(paramLabel = "NAME", description = "Who or what the token is for (e.g. ci-agent, alice).") String name;

        @Override
        public Integer call() {
            TokenStore store = where.store();
            String secret = store.create(name);
            if (where.common().json()) Output.json(Map.of("name", name, "secret", secret, "file", store.file().toString()));
            else Output.out().println(secret);
            Output.err().println("doca-kg: created token '" + name + "' in " + store.file() + "; the secret above is not kept, copy it now");
            return 0;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the tokens by name and creation time (never the secrets).")
    static final class ListTokens implements Callable<Integer> {
        @Mixin Where where;

        @Override
        public Integer call() {
            TokenStore store = where.store();
            List<TokenStore.Entry> entries = store.list();
            if (where.common().json()) {
                List<Map<String, Object>> rows = entries.stream().map(e -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("name", e.name());
                    m.put("created", e.created().toString());
                    return m;
                }).toList();
                Output.json(Map.of("file", store.file().toString(), "tokens", rows));
            } else if (entries.isEmpty()) {
                Output.out().println("no tokens in " + store.file());
            } else {
                for (TokenStore.Entry e : entries) Output.out().printf("%-32s created %s%n", e.name(), e.created());
            }
            return 0;
        }
    }

    @Command(name = "revoke", mixinStandardHelpOptions = true,
            description = "Revoke a token: a running server refuses it from its next request on.")
    static final class Revoke implements Callable<Integer> {
        @Mixin Where where;
        @Parameters(paramLabel = "NAME", description = "The token's name, as token list shows it.") String name;

        @Override
        public Integer call() {
            TokenStore store = where.store();
            if (!store.revoke(name))
                throw new dkg.error.BadInputException("no token named '" + name + "' in " + store.file() + "; doca-kg token list shows them");
            if (where.common().json()) Output.json(Map.of("revoked", name));
            else Output.out().println("revoked token '" + name + "'");
            return 0;
        }
    }
}

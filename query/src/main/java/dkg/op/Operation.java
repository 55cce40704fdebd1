package dkg.op;

import dkg.render.Renderers;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One thing doca-kg answers, as a value every face reads: its names, the sentence and the paragraph
 * that describe it, its parameters, how the arguments become a request, how the request is answered,
 * how the answer is shown, and which faces offer it. The faces hold no knowledge of their own about
 * an operation: the command line, MCP and HTTP are built from this.
 *
 * @param <Q> the request
 * @param <A> the answer
 */
public final class Operation<Q, A> {
    private final String name, tool, title, summary, guide;
    private final List<Param> params;
    private final Function<Values, Q> bind;
    private final BiFunction<Context, Q, A> run;
    private final Class<A> answerType;
    private final BiFunction<Q, A, Presented> present;
    private final Function<A, List<String>> notes;
    private final Map<String, Object> outputProperties;
    private final Set<Face> faces;
    private final boolean readsCode, heavy;

    private Operation(Builder<Q, A> b) {
        name = Objects.requireNonNull(b.name);
        tool = b.tool == null ? b.name : b.tool;
        title = Objects.requireNonNull(b.title, "title");
        summary = Objects.requireNonNull(b.summary, "summary");
        guide = b.guide == null ? b.summary : b.guide;
        params = List.copyOf(b.params);
        bind = Objects.requireNonNull(b.bind, "bind");
        run = Objects.requireNonNull(b.run, "run");
        answerType = Objects.requireNonNull(b.answerType, "answers");
        present = b.present != null ? b.present : (q, a) -> Presented.of(a, Renderers.text(a));
        notes = b.notes != null ? b.notes : a -> List.of();
        outputProperties = b.outputProperties;
        faces = b.faces.isEmpty() ? EnumSet.allOf(Face.class) : EnumSet.copyOf(b.faces);
        readsCode = b.readsCode;
        heavy = b.heavy;
    }

    /** Starts an operation of this name: the command's, and the HTTP route's. */
    public static <Q, A> Builder<Q, A> named(String name) { return new Builder<>(name); }

    public String name() { return name; }
    /** Its name as an MCP tool. */
    public String tool() { return tool; }
    /** A few words, an MCP tool's title. */
    public String title() { return title; }
    /** One line, the command's help. */
    public String summary() { return summary; }
    /** The paragraph an agent reads: when to call it, what comes back. */
    public String guide() { return guide; }
    public List<Param> params() { return params; }
    public Class<A> answerType() { return answerType; }
    /** Properties its presented answer has beside the answer type's own (null: none). */
    public Map<String, Object> outputProperties() { return outputProperties; }
    public Set<Face> faces() { return faces; }
    public boolean offeredBy(Face face) { return faces.contains(face); }
    /** Whether it reads the code catalogue, which a fresh ingest may still be deriving. */
    public boolean readsCode() { return readsCode; }
    /** Whether a call may take a processor for long (a server admits a few such calls at a time). */
    public boolean heavy() { return heavy; }

    /** The request of these arguments (as any face received them), checked. */
    public Q bind(Map<String, Object> arguments) { return bind.apply(new Values(this, arguments)); }

    /** Answers a request. */
    public A run(Context context, Q request) { return run.apply(context, request); }

    /** What the faces show of an answer to a request. */
    public Presented present(Q request, A answer) { return present.apply(request, answer); }

    /** Lines a person should read beside the answer (on stderr): what it lacks and why. */
    public List<String> notes(A answer) { return notes.apply(answer); }

    /** Binds, runs and presents, for a face that holds nothing in between. */
    public Presented call(Context context, Map<String, Object> arguments) {
        Q request = bind(arguments);
        return present(request, run(context, request));
    }

    @Override public String toString() { return name; }

    /** Builds an {@link Operation}. */
    public static final class Builder<Q, A> {
        private final String name;
        private String tool, title, summary, guide;
        private final List<Param> params = new ArrayList<>();
        private Function<Values, Q> bind;
        private BiFunction<Context, Q, A> run;
        private Class<A> answerType;
        private BiFunction<Q, A, Presented> present;
        private Function<A, List<String>> notes;
        private Map<String, Object> outputProperties;
        private final Set<Face> faces = EnumSet.noneOf(Face.class);
        private boolean readsCode, heavy;

        private Builder(String name) { this.name = name; }

        public Builder<Q, A> tool(String t) { tool = t; return this; }
        public Builder<Q, A> title(String t) { title = t; return this; }
        public Builder<Q, A> summary(String s) { summary = s; return this; }
        public Builder<Q, A> guide(String g) { guide = g; return this; }
        public Builder<Q, A> param(Param p) { params.add(p); return this; }
        public Builder<Q, A> bind(Function<Values, Q> b) { bind = b; return this; }
        public Builder<Q, A> run(BiFunction<Context, Q, A> r) { run = r; return this; }
        public Builder<Q, A> answers(Class<A> type) { answerType = type; return this; }
        public Builder<Q, A> present(BiFunction<Q, A, Presented> p) { present = p; return this; }
        public Builder<Q, A> notes(Function<A, List<String>> n) { notes = n; return this; }
        public Builder<Q, A> outputProperties(Map<String, Object> extra) { outputProperties = extra; return this; }
        /** Offered only by these faces (default: all). */
        public Builder<Q, A> faces(Face... only) { faces.addAll(List.of(only)); return this; }
        public Builder<Q, A> readsCode() { readsCode = true; return this; }
        public Builder<Q, A> heavy() { heavy = true; return this; }

        public Operation<Q, A> build() { return new Operation<>(this); }
    }
}

package dkg.ask;

import java.util.regex.Pattern;

/**
 * Whether a question shows the compiler refusing a DOCA identifier as written: a member, type,
 * function or argument list that the installed headers do not have. DOCA's API changes between
 * releases, so such a complaint is first a question of which version the code was written for and
 * which is installed (each skill's "Version compatibility"). A linker's "undefined reference" is not
 * one: the headers knew the name, the link line is what is missing. Stateless, thread-safe.
 */
public final class ApiDrift {
    private ApiDrift() {}

    /** A DOCA identifier in a diagnostic line: {@code doca_flow_fwd}, {@code DOCA_FLOW_...}. */
    private static final Pattern DOCA_IDENTIFIER = Pattern.compile("(?i)(?<![\\w])doca_\\w+");

    /**
     * What gcc and clang say of a name the headers do not declare as used, in English and in the
     * Chinese of a zh_CN compiler (没有名为 "has no member named", 未声明 "undeclared", 隐式声明
     * "implicit declaration", 未知的类型名 "unknown type name").
     */
    private static final Pattern COMPLAINT = Pattern.compile("(?i)no member named|was not declared|undeclared"
            + "|unknown type name|implicit declaration of function|too (?:few|many) arguments to function|no matching function"
            + "|conflicting types for|incompatible (?:pointer )?type|没有名为|未声明|隐式声明|未知的类型名");

    /** True when one line of {@code question} holds both a compiler's complaint and a DOCA identifier. */
    public static boolean of(String question) {
        if (!COMPLAINT.matcher(question).find()) return false;
        for (String line : question.split("\\R"))
            if (COMPLAINT.matcher(line).find() && DOCA_IDENTIFIER.matcher(line).find()) return true;
        return false;
    }
}

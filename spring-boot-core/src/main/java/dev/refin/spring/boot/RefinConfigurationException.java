package dev.refin.spring.boot;

/**
 * The {@code refin.*} settings cannot make a client: names the property, what is wrong with it and what to do, and
 * never a secret's value. The starters' failure analyzer turns it into Boot's "APPLICATION FAILED TO START" report.
 */
public final class RefinConfigurationException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    private final String property;
    private final String problem;
    private final String action;

    /**
     * A failure of {@code property}; the message reads {@code 'property' problem. action}.
     *
     * @param property the property (or group, such as {@code refin.auth}) at fault
     * @param problem what is wrong with it, a clause that follows the quoted property name
     * @param action what to do about it
     */
    public RefinConfigurationException(String property, String problem, String action) {
        this(property, problem, action, null);
    }

    RefinConfigurationException(String property, String problem, String action, Throwable cause) {
        super("'" + property + "' " + problem + ". " + action, cause);
        this.property = property;
        this.problem = problem;
        this.action = action;
    }

    /** The property (or group) at fault, e.g. {@code refin.instance-url}. */
    public String property() {
        return property;
    }

    /** What is wrong, following the quoted property name: {@code is not set}. */
    public String problem() {
        return problem;
    }

    /** What to do about it. */
    public String action() {
        return action;
    }
}

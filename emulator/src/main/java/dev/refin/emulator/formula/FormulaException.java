package dev.refin.emulator.formula;

/** A formula the emulator cannot evaluate: unparseable, an unknown field, or a function outside the supported set. */
public final class FormulaException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** An exception with a message saying what is unsupported and where. */
    public FormulaException(String message) {
        super(message);
    }
}

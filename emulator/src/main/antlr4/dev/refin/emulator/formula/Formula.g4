// The platform's formula language as far as the emulator evaluates it: arithmetic, comparisons, logic,
// string concatenation, function calls and (parent) field paths.
grammar Formula;

formula : expr EOF ;

expr
    : '(' expr ')'                                                  # Parens
    | op=('-' | '+') expr                                           # Unary
    | '!' expr                                                      # Not
    | <assoc=right> expr '^' expr                                   # Power
    | expr op=('*' | '/') expr                                      # Multiply
    | expr op=('+' | '-') expr                                      # Add
    | expr '&' expr                                                 # Concat
    | expr op=('=' | '==' | '!=' | '<>' | '<' | '<=' | '>' | '>=') expr  # Compare
    | expr '&&' expr                                                # And
    | expr '||' expr                                                # Or
    | ID '(' (expr (',' expr)*)? ')'                                # Call
    | NUMBER                                                        # Number
    | STRING                                                        # Text
    | ID ('.' ID)*                                                  # Field
    ;

NUMBER : [0-9]+ ('.' [0-9]+)? | '.' [0-9]+ ;
STRING : '"' ('\\' . | ~["\\])* '"' | '\'' ('\\' . | ~['\\])* '\'' ;
ID : [a-zA-Z_$] [a-zA-Z0-9_$]* ;
COMMENT : '/*' .*? '*/' -> skip ;
WS : [ \t\r\n]+ -> skip ;
